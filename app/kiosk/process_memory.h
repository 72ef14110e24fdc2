#pragma once

// This process's memory as the kernel reports it (/proc/self/status), in
// KiB: the staff status, the soak runs and the first-frame report use it.

// The resident set now (VmRSS); 0 where it cannot be read.
long residentKiB();
// The highest resident set so far (VmHWM); 0 where it cannot be read.
long peakResidentKiB();
