// Fuzz entry of the content packs (archive, manifest, checksums, items).

#include "fuzz_entries.h"
#include "fuzz_support.h"

#include "store/content_pack.h"
#include "store/content_store.h"

namespace zv::fuzz {

// The input is a content pack file imported into a store made from the
// bundled content: a refused pack comes with a reason and leaves the store
// as it was.
int contentPack(const std::uint8_t* data, std::size_t size)
{
    // Never destroyed: at exit the SQL driver may be gone before it.
    static ContentStore* store = nullptr;
    if (!store) {
        OpenReport report;
        store = ContentStore::open(scratchPath(QStringLiteral("store/inhalt.sqlite")),
                                   ContentStore::Mode::Editor, &report)
                    .release();
        if (!store)
            fail("content_pack", "no store to import into");
    }
    const QString file = writeScratch(QStringLiteral("paket.zvpack"), bytesOf(data, size));

    const PackResult checked = checkContentPack(*store, file);
    if (!checked.ok && (checked.messageDe.isEmpty() || checked.messageEn.isEmpty()))
        fail("content_pack", "a refused check without a message");

    ReadError before;
    const QList<EditableItem> itemsBefore = store->editableItems(&before);
    const PackResult imported = importContentPack(*store, file, QStringLiteral("Fuzz"));
    if (imported.ok)
        return 0;
    if (imported.messageDe.isEmpty() || imported.messageEn.isEmpty())
        fail("content_pack", "a refused import without a message");
    if (imported.detail.isEmpty() && imported.problems.isEmpty() && imported.removals.isEmpty())
        fail("content_pack", "a refused import without a reason");
    ReadError after;
    const QList<EditableItem> itemsAfter = store->editableItems(&after);
    if (before.failed() != after.failed() || itemsBefore.size() != itemsAfter.size())
        fail("content_pack", "a refused import changed the store");
    for (qsizetype i = 0; i < itemsBefore.size(); ++i)
        if (itemsBefore.at(i).item.key != itemsAfter.at(i).item.key ||
            itemsBefore.at(i).isDraft != itemsAfter.at(i).isDraft ||
            itemsBefore.at(i).editVersion != itemsAfter.at(i).editVersion)
            fail("content_pack", "a refused import changed the store");
    return 0;
}

} // namespace zv::fuzz
