package main

import (
	"os"

	"golang.org/x/sys/windows"
)

// attachParentProcess is ATTACH_PARENT_PROCESS, (DWORD)-1.
const attachParentProcess = ^uintptr(0)

var attachConsoleProc = windows.NewLazySystemDLL("kernel32.dll").NewProc("AttachConsole")

// useParentConsole lets a headless command print where it was typed.
//
// dipdesk.exe is a windowed program (built with -H windowsgui), so that
// double-clicking it opens the board with no console window behind it.
// Windows gives such a program no console, and `dipdesk datc …` typed in
// cmd.exe or PowerShell would print nothing. So, given a command, it
// attaches to the console of the program that started it, if there is
// one, and sends standard output and error there. Output already sent to a
// file or a pipe (`dipdesk datc … > out.txt`, `| more`) is left alone.
// Either way the exit code is the command's.
//
// cmd.exe and PowerShell do not wait for a windowed program: the prompt
// comes back at once and the output follows it. `start /wait dipdesk …`
// in cmd.exe, or piping to Out-Default in PowerShell, waits and sets
// %ERRORLEVEL% / $LASTEXITCODE (README "Windows").
func useParentConsole() {
	out := hasStdHandle(windows.STD_OUTPUT_HANDLE)
	errs := hasStdHandle(windows.STD_ERROR_HANDLE)
	if out && errs {
		return // both redirected, or already a console program
	}
	if ok, _, _ := attachConsoleProc.Call(attachParentProcess); ok == 0 {
		return // started with no console, e.g. from a shortcut: nowhere to print
	}
	if !out {
		if f := openConsoleOutput(windows.STD_OUTPUT_HANDLE, "/dev/stdout"); f != nil {
			os.Stdout = f
		}
	}
	if !errs {
		if f := openConsoleOutput(windows.STD_ERROR_HANDLE, "/dev/stderr"); f != nil {
			os.Stderr = f
		}
	}
}

// hasStdHandle says whether the program was given this standard handle
// (a file, a pipe or a console).
func hasStdHandle(which uint32) bool {
	h, err := windows.GetStdHandle(which)
	return err == nil && h != 0 && h != windows.InvalidHandle
}

// openConsoleOutput opens the attached console's screen for writing and
// makes it the standard handle `which`, for Go's os package and for
// anything that asks Windows for the handle.
func openConsoleOutput(which uint32, name string) *os.File {
	conout, err := windows.UTF16PtrFromString("CONOUT$")
	if err != nil {
		return nil
	}
	h, err := windows.CreateFile(conout, windows.GENERIC_READ|windows.GENERIC_WRITE,
		windows.FILE_SHARE_READ|windows.FILE_SHARE_WRITE, nil, windows.OPEN_EXISTING, 0, 0)
	if err != nil {
		return nil
	}
	windows.SetStdHandle(which, h)
	return os.NewFile(uintptr(h), name)
}
