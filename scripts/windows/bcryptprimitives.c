/*
 * A stand-in for Windows's bcryptprimitives.dll, for make test-windows only.
 *
 * Go 1.24 and later read random numbers with ProcessPrng from
 * bcryptprimitives.dll, which every Windows 10 and 11 has. Debian
 * bookworm's Wine 8.0 has no such DLL, so a Go program stops at once under
 * it ("bcryptprimitives.dll not found"). The test builds this file with
 * MinGW and puts the DLL in its own throw-away Wine prefix; nothing else
 * uses it, and dipdesk.exe, the installer and the zip never contain it.
 *
 * ProcessPrng is answered with RtlGenRandom (advapi32's SystemFunction036),
 * which Wine has, in pieces of at most 4 GB (its length is a ULONG).
 *
 * Drop this file and its use in scripts/windows/test.sh once Debian's Wine
 * ships a bcryptprimitives.dll with ProcessPrng (newer Wine releases have
 * one): check with `make test-windows` and no stand-in.
 */
#include <windows.h>

BOOLEAN WINAPI SystemFunction036(PVOID buffer, ULONG length);

BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T length)
{
    while (length > 0) {
        ULONG n = length > 0xFFFFFFFFu ? 0xFFFFFFFFu : (ULONG)length;
        if (!SystemFunction036(data, n))
            return FALSE;
        data += n;
        length -= n;
    }
    return TRUE;
}
