package timing

import (
	"syscall"
	"unsafe"
)

// clockThreadCPUTime is Linux's CLOCK_THREAD_CPUTIME_ID (Android's too).
const clockThreadCPUTime = 3

// threadCPU returns the CPU time the calling thread has used, ns, and
// whether the system told it.
func threadCPU() (int64, bool) {
	var ts syscall.Timespec
	_, _, e := syscall.RawSyscall(syscall.SYS_CLOCK_GETTIME, clockThreadCPUTime, uintptr(unsafe.Pointer(&ts)), 0)
	return ts.Nano(), e == 0
}
