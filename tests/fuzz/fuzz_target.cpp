// One libFuzzer executable per target: ZV_FUZZ_ENTRY names its entry
// function (fuzz_entries.h).

#include "fuzz_entries.h"

extern "C" int LLVMFuzzerInitialize(int* argc, char*** argv)
{
    zv::fuzz::setUp(argc, argv);
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    return zv::fuzz::ZV_FUZZ_ENTRY(data, size);
}
