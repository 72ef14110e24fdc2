#pragma once

// This process's memory as the kernel and the C library report it, in KiB:
// the staff status, the soak runs and the first-frame report use it.

// The resident set now (VmRSS); 0 where it cannot be read.
long residentKiB();
// The highest resident set so far (VmHWM); 0 where it cannot be read.
long peakResidentKiB();
// The two parts of the resident set: the program's own memory (RssAnon:
// heaps, the script engine, images) and the pages of files it has mapped
// (RssFile: the code of the program and its libraries, fonts), which grow as
// code that has not run before runs, and which the kernel may drop at will.
long residentAnonymousKiB();
long residentFileKiB();

// The C heap over all malloc arenas (glibc's mallinfo2): what the program
// holds, and what is free but still kept by the allocator. Both 0 where the
// C library cannot tell. The soak prints them beside the resident set, so a
// rise can be told apart: held memory (a cache or a leak) or kept memory
// (fragmentation in an arena).
struct HeapKiB {
    long inUse = 0;
    long keptFree = 0;
};
HeapKiB heapKiB();

// Hands the allocator's free pages back to the system (glibc malloc_trim over
// every arena). The computer's searches run on worker threads, and each new
// worker may be given an arena of its own; without this, the free memory of
// those arenas stays resident for the life of the process. Called at the idle
// reset, when nobody waits for the screen.
void releaseFreeHeap();
