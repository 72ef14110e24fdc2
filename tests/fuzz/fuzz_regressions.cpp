// fuzz_regressions: the ordinary test suite's replay of what the fuzzers
// found (tests/fuzz/regressions/<target>/) and of their seed corpora
// (tests/fuzz/corpus/<target>/), through the same entry functions, built
// with the normal compiler and no fuzzer. A broken promise aborts the test.

#include "fuzz_entries.h"

#include <QDir>
#include <QFile>

#include <cstdio>

namespace {

struct Target {
    const char* name; // the folder of its corpus and regressions
    zv::fuzz::Entry entry;
};

// Every target; ./run.sh fuzz finds them by their corpus folders.
const Target kTargets[] = {
    {"content_yaml", zv::fuzz::contentYaml}, {"content_pack", zv::fuzz::contentPack},
    {"game_record", zv::fuzz::gameRecord},   {"game_moves", zv::fuzz::gameMoves},
    {"kiosk_conf", zv::fuzz::kioskConf},     {"search_query", zv::fuzz::searchQuery},
    {"media_import", zv::fuzz::mediaImport},
};

} // namespace

int main(int argc, char** argv)
{
    zv::fuzz::setUp(&argc, &argv);
    const QDir root(QStringLiteral(ZV_SOURCE_DIR "/tests/fuzz"));
    int replayed = 0;
    for (const Target& target : kTargets) {
        for (const char* kind : {"regressions", "corpus"}) {
            const QDir folder(root.filePath(QStringLiteral("%1/%2").arg(kind, target.name)));
            for (const QString& name : folder.entryList(QDir::Files, QDir::Name)) {
                QFile file(folder.filePath(name));
                if (!file.open(QIODevice::ReadOnly)) {
                    std::fprintf(stderr, "cannot read %s\n", qPrintable(file.fileName()));
                    return 1;
                }
                const QByteArray bytes = file.readAll();
                std::fprintf(stderr, "%s/%s/%s\n", kind, target.name, qPrintable(name));
                target.entry(reinterpret_cast<const std::uint8_t*>(bytes.constData()),
                             static_cast<std::size_t>(bytes.size()));
                ++replayed;
            }
        }
    }
    std::printf("fuzz_regressions: %d inputs replayed, no promise broken\n", replayed);
    return replayed > 0 ? 0 : 1;
}
