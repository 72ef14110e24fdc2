// Content packs: a round trip from one store (a laptop) to another (the
// kiosk) with a picture, the manifest, and packs that are refused whole when
// a checksum does not match.

#include "store/content_pack.h"
#include "store/item_fields.h"
#include "store_test_support.h"

#include <QDir>
#include <QtTest>

using namespace zv;

namespace {
const QString kAuthor = QStringLiteral("Frau Möller");
// A real (tiny) PNG: 1x1, one red pixel.
const QByteArray kPng = QByteArray::fromBase64(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC");
} // namespace

class TestContentPack : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void roundTripBetweenTwoStores();
    void damagedPacksAreRefusedWhole_data();
    void damagedPacksAreRefusedWhole();
    void differentMediaFileIsKept();

private:
    std::unique_ptr<ContentStore> openIn(const QString& name)
    {
        QDir(m_dir->path()).mkpath(name);
        return ContentStore::open(storePathInDirectory(m_dir->filePath(name)),
                                  ContentStore::Mode::Editor, nullptr);
    }
    // On the laptop: a new picture for Mühle and a changed title, published.
    void editOnLaptop(ContentStore& laptop)
    {
        QVERIFY(QDir().mkpath(laptop.mediaDirectory()));
        QVERIFY(test::writeFile(QDir(laptop.mediaDirectory()).filePath("muehle-brett.png"), kPng));
        const EditableItem editable = *laptop.editableItem(QStringLiteral("muehle"));
        Item muehle = editable.item;
        muehle.texts.set(QStringLiteral("de"), field::title, QStringLiteral("Mühle – vom Laptop"));
        // The source note travels too (issue 17).
        muehle.provenance = QStringLiteral("house_with_additions");
        muehle.texts.set(QStringLiteral("de"), field::provenanceNote,
                         QStringLiteral("das XXL-Brett des Fördervereins"));
        muehle.texts.set(QStringLiteral("en"), field::provenanceNote,
                         QStringLiteral("the Friends' XXL board"));
        muehle.images.append(
            {QStringLiteral("muehle_brett_neu"), QStringLiteral("muehle-brett.png"), {}});
        muehle.images.last().texts.set(QStringLiteral("de"), field::caption,
                                       QStringLiteral("Das XXL-Brett"));
        QCOMPARE(
            laptop.saveDraft(muehle, editable.editVersion, kAuthor, QStringLiteral("s")).status,
            WriteResult::Status::Saved);
        QVERIFY(laptop.publishDrafts({}, kAuthor, {}, nullptr).ok());
    }

    std::unique_ptr<QTemporaryDir> m_dir;
};

void TestContentPack::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
}

void TestContentPack::cleanup()
{
    m_dir.reset();
}

void TestContentPack::roundTripBetweenTwoStores()
{
    auto laptop = openIn(QStringLiteral("laptop"));
    auto kiosk = openIn(QStringLiteral("kiosk"));
    QVERIFY(laptop && kiosk);
    editOnLaptop(*laptop);
    const QString pack = m_dir->filePath(QStringLiteral("inhalt.zvpack"));
    const PackResult exported = exportContentPack(*laptop, pack, kAuthor);
    QVERIFY2(exported.ok, qPrintable(exported.detail));
    QCOMPARE(exported.copiedMedia, QStringList{QStringLiteral("muehle-brett.png")});

    PackManifest manifest;
    QString error;
    QVERIFY2(readPackManifest(pack, &manifest, &error), qPrintable(error));
    QCOMPARE(manifest.createdBy, kAuthor);
    QCOMPARE(manifest.itemKeys.size(), laptop->allItems().size());
    QCOMPARE(manifest.mediaCount, 1);
    QCOMPARE(manifest.schemaVersion, ContentStore::latestSchemaVersion());
    QVERIFY(manifest.createdAt.isValid());

    const PackResult imported = importContentPack(*kiosk, pack, QStringLiteral("Herr Kurz"));
    QVERIFY2(imported.ok, qPrintable(imported.detail));
    QCOMPARE(imported.draftedItems, QStringList{QStringLiteral("muehle")});
    QCOMPARE(imported.unchangedItems.size(), laptop->allItems().size() - 1);
    QVERIFY(imported.skippedItems.isEmpty());
    QCOMPARE(test::readFile(QDir(kiosk->mediaDirectory()).filePath("muehle-brett.png")), kPng);
    // Drafts first: the kiosk shows the new title only after publishing.
    QVERIFY(kiosk->item(QStringLiteral("muehle"))->title(QStringLiteral("de")) !=
            QStringLiteral("Mühle – vom Laptop"));
    QCOMPARE(kiosk->revisions(QStringLiteral("muehle")).first().author,
             QStringLiteral("Herr Kurz (Inhaltspaket)"));
    QVERIFY(kiosk->publishDrafts({}, QStringLiteral("Herr Kurz"), {}, nullptr).ok());
    QCOMPARE(flattenItem(*kiosk->item(QStringLiteral("muehle"))),
             flattenItem(*laptop->item(QStringLiteral("muehle"))));
    QCOMPARE(kiosk->item(QStringLiteral("muehle"))->provenance,
             QStringLiteral("house_with_additions"));
    QCOMPARE(
        kiosk->item(QStringLiteral("muehle"))->text(QStringLiteral("en"), field::provenanceNote),
        QStringLiteral("the Friends' XXL board"));
    // Importing the same pack again changes nothing.
    const PackResult again = importContentPack(*kiosk, pack, QStringLiteral("Herr Kurz"));
    QVERIFY(again.ok);
    QVERIFY(again.draftedItems.isEmpty());
    QVERIFY(again.copiedMedia.isEmpty());
}

void TestContentPack::damagedPacksAreRefusedWhole_data()
{
    QTest::addColumn<QString>("damage");
    QTest::newRow("payload byte") << "payload";
    QTest::newRow("cut short") << "cut";
    QTest::newRow("not a pack") << "magic";
    QTest::newRow("media swapped") << "media";
}

void TestContentPack::damagedPacksAreRefusedWhole()
{
    QFETCH(QString, damage);
    auto laptop = openIn(QStringLiteral("laptop"));
    auto kiosk = openIn(QStringLiteral("kiosk"));
    editOnLaptop(*laptop);
    const QString pack = m_dir->filePath(QStringLiteral("inhalt.zvpack"));
    QVERIFY(exportContentPack(*laptop, pack, kAuthor).ok);
    QByteArray bytes = test::readFile(pack);
    const qsizetype payloadStart = bytes.indexOf('\n', bytes.indexOf('\n') + 1) + 1;
    if (damage == QLatin1String("payload")) {
        const qsizetype at = bytes.indexOf("Mühle – vom Laptop", payloadStart);
        QVERIFY(at > 0);
        bytes[at] = 'X';
    } else if (damage == QLatin1String("cut")) {
        bytes.chop(100);
    } else if (damage == QLatin1String("magic")) {
        bytes.replace(0, 12, "NOT-A-PACK!!");
    } else {
        // The payload carries other picture bytes; its checksum is made to
        // match, so only the media checksum in the manifest notices.
        const QByteArray original = kPng.toBase64();
        QByteArray other = kPng;
        other[other.size() - 20] = char(other.at(other.size() - 20) ^ 1);
        const qsizetype at = bytes.indexOf(original, payloadStart);
        QVERIFY(at > 0);
        bytes.replace(at, original.size(), other.toBase64());
        const QByteArray payload = bytes.mid(payloadStart);
        const QByteArray oldSum = bytes.mid(0, payloadStart);
        const QByteArray sum =
            QCryptographicHash::hash(payload, QCryptographicHash::Sha256).toHex();
        QByteArray head = oldSum;
        const qsizetype key = head.indexOf("\"payloadSha256\":\"") + 17;
        head.replace(key, 64, sum);
        bytes = head + payload;
    }
    QVERIFY(test::writeFile(pack, bytes));
    const PackResult result = importContentPack(*kiosk, pack, kAuthor);
    QVERIFY(!result.ok);
    QVERIFY(!result.messageDe.isEmpty());
    QVERIFY(kiosk->draftKeys().isEmpty());
    QVERIFY(!QFileInfo::exists(QDir(kiosk->mediaDirectory()).filePath("muehle-brett.png")));
}

void TestContentPack::differentMediaFileIsKept()
{
    auto laptop = openIn(QStringLiteral("laptop"));
    auto kiosk = openIn(QStringLiteral("kiosk"));
    editOnLaptop(*laptop);
    const QString pack = m_dir->filePath(QStringLiteral("inhalt.zvpack"));
    QVERIFY(exportContentPack(*laptop, pack, kAuthor).ok);
    QVERIFY(QDir().mkpath(kiosk->mediaDirectory()));
    const QString here = QDir(kiosk->mediaDirectory()).filePath("muehle-brett.png");
    QVERIFY(test::writeFile(here, "a different picture"));
    const PackResult result = importContentPack(*kiosk, pack, kAuthor);
    QVERIFY(result.ok);
    QCOMPARE(result.conflictingMedia, QStringList{QStringLiteral("muehle-brett.png")});
    QCOMPARE(test::readFile(here), QByteArray("a different picture"));
}

QTEST_GUILESS_MAIN(TestContentPack)
#include "tst_content_pack.moc"
