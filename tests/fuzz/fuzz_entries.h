#pragma once

// The fuzz targets' entry functions (issue 23). Each takes one input as the
// file or text a person could hand the exhibit, runs it through the same
// parser the program uses, and aborts (so libFuzzer and the ordinary
// fuzz_regressions test both see it) when a promise of that parser breaks:
// a refused input must come with a message naming the file, an accepted one
// must hold the program's own invariants. Crashes and sanitizer reports need
// no check of ours; they abort by themselves.
//
// Each entry lives in a file of its own (fuzz_<what>.cpp), so each fuzzer
// is built from the few sources its parser needs (tests/fuzz/CMakeLists.txt).

#include <cstddef>
#include <cstdint>

namespace zv::fuzz {

using Entry = int (*)(const std::uint8_t* data, std::size_t size);

// Creates the one QGuiApplication (offscreen) and the scratch folder the
// targets write their inputs to. Called once before the first input.
void setUp(int* argc, char*** argv);

// Prints what broke and aborts.
[[noreturn]] void fail(const char* target, const char* what);

int contentYaml(const std::uint8_t* data, std::size_t size);
int contentPack(const std::uint8_t* data, std::size_t size);
int gameRecord(const std::uint8_t* data, std::size_t size);
int gameMoves(const std::uint8_t* data, std::size_t size);
int kioskConf(const std::uint8_t* data, std::size_t size);
int searchQuery(const std::uint8_t* data, std::size_t size);
int mediaImport(const std::uint8_t* data, std::size_t size);

} // namespace zv::fuzz
