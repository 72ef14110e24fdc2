// One libFuzzer executable per target: ZV_FUZZ_TARGET names the entry.

#include "fuzz_entries.h"

extern "C" int LLVMFuzzerInitialize(int* argc, char*** argv)
{
    zv::fuzz::setUp(argc, argv);
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    static const zv::fuzz::Entry entry = zv::fuzz::findTarget(ZV_FUZZ_TARGET)->entry;
    return entry(data, size);
}
