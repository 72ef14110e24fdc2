// The child of tst_crash_safety: saves versions of one item in a loop, as a
// draft each time and published every third time, until it is killed.
// Prints "begin draft N" / "done draft N" (and "publish") around each write,
// flushed at once, so the parent knows what was in flight when it killed.
//   zv_crash_saver STORE_FILE

#include "crash_versions.h"
#include "store/content_store.h"

#include <QCoreApplication>
#include <cstdio>

int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    if (argc < 2)
        return 2;
    auto store = zv::ContentStore::open(QString::fromLocal8Bit(argv[1]),
                                        zv::ContentStore::Mode::Editor, nullptr);
    if (!store)
        return 3;
    const zv::Item base = zv::crash::baseItem();
    const auto say = [](const char* what, int n) {
        std::printf("%s %d\n", what, n);
        std::fflush(stdout);
    };
    auto editable = store->editableItem(zv::crash::kItem);
    int n = zv::crash::versionClaimed(editable->item, base);
    if (n < 0)
        return 4;
    for (;;) {
        ++n;
        say("begin draft", n);
        const zv::WriteResult saved =
            store->saveDraft(zv::crash::versionOf(base, n), editable->editVersion,
                             QStringLiteral("Kind"), QStringLiteral("crash"));
        if (!saved.ok())
            return 5;
        say("done draft", n);
        editable->editVersion = saved.editVersion;
        if (n % 3 == 0) {
            say("begin publish", n);
            if (!store->publishDrafts({}, QStringLiteral("Kind"), {}, nullptr).ok())
                return 6;
            say("done publish", n);
        }
    }
}
