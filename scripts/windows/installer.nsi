; dipdesk's Windows installer, made by `make dist-windows` with NSIS
; (makensis -DVERSION=… -DSRC=dir-with-dipdesk.exe -DOUTFILE=…).
;
; It installs for the current user only, so it needs no administrator:
; the program goes to %LOCALAPPDATA%\Programs\dipdesk, with a Start-menu
; entry and an entry in Settings > Apps that runs the uninstaller. Saved
; games and the player's own variants live elsewhere, in
; %LOCALAPPDATA%\dipdesk, which the uninstaller never touches: removing
; the program (or installing a new version over it) keeps every game.

Unicode true
Target amd64-unicode
SetCompressor /SOLID lzma
RequestExecutionLevel user

!include "MUI2.nsh"

!define APP "dipdesk"
!define UNINSTKEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\${APP}"

Name "${APP}"
OutFile "${OUTFILE}"
InstallDir "$LOCALAPPDATA\Programs\${APP}"
InstallDirRegKey HKCU "${UNINSTKEY}" "InstallLocation"
BrandingText "${APP} ${VERSION}"

VIProductVersion "${VERSION}.0"
VIAddVersionKey "ProductName" "${APP}"
VIAddVersionKey "ProductVersion" "${VERSION}"
VIAddVersionKey "FileVersion" "${VERSION}"
VIAddVersionKey "FileDescription" "${APP} installer"
VIAddVersionKey "LegalCopyright" "the dipdesk authors"

!define MUI_ICON "${SRC}\dipdesk.ico"
!define MUI_UNICON "${SRC}\dipdesk.ico"
!define MUI_FINISHPAGE_RUN "$INSTDIR\dipdesk.exe"
!define MUI_FINISHPAGE_RUN_TEXT "Open dipdesk now"
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES
!insertmacro MUI_LANGUAGE "English"

Section "dipdesk"
  SetShellVarContext current
  SetOutPath "$INSTDIR"
  File "${SRC}\dipdesk.exe"
  File "${SRC}\README.txt"
  File "${SRC}\LICENSE-DejaVu.txt"
  WriteUninstaller "$INSTDIR\uninstall.exe"
  CreateShortcut "$SMPROGRAMS\${APP}.lnk" "$INSTDIR\dipdesk.exe" "" "$INSTDIR\dipdesk.exe" 0

  WriteRegStr HKCU "${UNINSTKEY}" "DisplayName" "${APP}"
  WriteRegStr HKCU "${UNINSTKEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr HKCU "${UNINSTKEY}" "DisplayIcon" "$INSTDIR\dipdesk.exe"
  WriteRegStr HKCU "${UNINSTKEY}" "Publisher" "the dipdesk authors"
  WriteRegStr HKCU "${UNINSTKEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr HKCU "${UNINSTKEY}" "UninstallString" '"$INSTDIR\uninstall.exe"'
  WriteRegStr HKCU "${UNINSTKEY}" "QuietUninstallString" '"$INSTDIR\uninstall.exe" /S'
  WriteRegDWORD HKCU "${UNINSTKEY}" "NoModify" 1
  WriteRegDWORD HKCU "${UNINSTKEY}" "NoRepair" 1
SectionEnd

; The uninstaller removes what the installer put there, by name, and the
; folder only if it is then empty: nothing else in it is the installer's
; to delete, and the saves in %LOCALAPPDATA%\dipdesk are not touched.
Section "Uninstall"
  SetShellVarContext current
  Delete "$SMPROGRAMS\${APP}.lnk"
  Delete "$INSTDIR\dipdesk.exe"
  Delete "$INSTDIR\README.txt"
  Delete "$INSTDIR\LICENSE-DejaVu.txt"
  Delete "$INSTDIR\uninstall.exe"
  RMDir "$INSTDIR"
  DeleteRegKey HKCU "${UNINSTKEY}"
SectionEnd
