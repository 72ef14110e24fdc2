// Every picture the bundled content promises is there, drawn, credited and
// used (issue 24, docs/illustration-style.md): no empty frame on a step, a
// role page, a section card, a game card or an inventory tile; no name that
// finds no file; no picture without a credit in either language; every
// bundled drawing renders, is not blank and is named by the content; a photo
// staff put into the media folder replaces a drawing of the same name.
#include "models/inventory_model.h"
#include "models/item_detail.h"
#include "models/item_model.h"
#include "models/section_model.h"
#include "store/content_source.h"
#include "store/content_store.h"
#include "store/media_names.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QImageReader>
#include <QSet>
#include <QTemporaryDir>
#include <QtTest>

#include <memory>

using namespace zv;

namespace {

const QStringList kLanguages = {QStringLiteral("de"), QStringLiteral("en")};

// A picture as drawn at the size a tile shows it: it has lines and fills.
QString blankness(const QString& path)
{
    QImageReader reader(path);
    reader.setScaledSize(QSize(240, 240 * reader.size().height() / qMax(1, reader.size().width())));
    const QImage image = reader.read().convertToFormat(QImage::Format_ARGB32);
    if (image.isNull())
        return QStringLiteral("cannot be read: %1").arg(reader.errorString());
    int drawn = 0;
    QSet<QRgb> colours;
    for (int y = 0; y < image.height(); ++y) {
        for (int x = 0; x < image.width(); ++x) {
            const QRgb pixel = image.pixel(x, y);
            if (qAlpha(pixel) > 128) {
                ++drawn;
                colours.insert(pixel & 0xf0f0f0);
            }
        }
    }
    const int all = image.width() * image.height();
    if (drawn < all / 50)
        return QStringLiteral("is nearly blank (%1 of %2 pixels drawn)").arg(drawn).arg(all);
    if (colours.size() < 2)
        return QStringLiteral("has a single colour");
    return {};
}

} // namespace

class TestPictures : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void everyStepHasItsDrawing();
    void everyNamedPictureIsThere();
    void everyPictureShownIsCredited();
    void everyRoleHasItsFigure();
    void everySectionCardHasItsEmblem();
    void everyGameCardAndInventoryTileHasAPicture();
    void everyDrawingRendersAndIsUsed();
    void aPhotoReplacesTheDrawingOfItsName();

private:
    QTemporaryDir m_dir;
    std::unique_ptr<ContentStore> m_store;
    QList<Item> m_items;
    QList<Section> m_sections;
};

void TestPictures::initTestCase()
{
    QVERIFY(m_dir.isValid());
    OpenReport report;
    m_store = ContentStore::open(m_dir.filePath(QStringLiteral("zeitvertreib.sqlite")),
                                 ContentStore::Mode::Kiosk, &report);
    QVERIFY2(m_store, qPrintable(report.messageEn + QLatin1Char(' ') + report.technicalDetail));
    m_sections = m_store->sections();
    for (const Section& section : std::as_const(m_sections))
        m_items.append(m_store->items(section.key));
    QVERIFY(m_items.size() > 50);
}

// A step's frame is always on screen: it must hold a drawing or a photo.
void TestPictures::everyStepHasItsDrawing()
{
    int steps = 0;
    for (const Item& item : std::as_const(m_items)) {
        for (qsizetype i = 0; i < item.steps.size(); ++i) {
            ++steps;
            const QString name = item.steps.at(i).image;
            QVERIFY2(
                !name.isEmpty(),
                qPrintable(
                    QStringLiteral("%1 step %2: empty picture frame").arg(item.key).arg(i + 1)));
        }
    }
    QVERIFY(steps >= 14);
}

void TestPictures::everyNamedPictureIsThere()
{
    const QString media = m_store->mediaDirectory();
    for (const Item& item : std::as_const(m_items)) {
        QStringList names;
        for (const Step& step : item.steps)
            names.append(step.image);
        for (const ImageSlot& image : item.images)
            names.append(image.file);
        for (const QString& name : std::as_const(names)) {
            if (name.isEmpty())
                continue; // a slot staff fill later is not shown to visitors
            QVERIFY2(
                !pictureFilePath(media, name).isEmpty(),
                qPrintable(QStringLiteral("%1: picture '%2' is neither in the media folder nor "
                                          "among the bundled drawings")
                               .arg(item.key, name)));
        }
    }
}

void TestPictures::everyPictureShownIsCredited()
{
    for (const QString& language : kLanguages) {
        for (const Item& item : std::as_const(m_items)) {
            const QVariantMap detail = itemDetail(m_store.get(), item.key, language);
            for (const QVariant& step : detail.value(QStringLiteral("steps")).toList()) {
                const QVariantMap map = step.toMap();
                if (map.value(QStringLiteral("image")).toString().isEmpty())
                    continue;
                QVERIFY2(!map.value(QStringLiteral("credit")).toString().isEmpty(),
                         qPrintable(QStringLiteral("%1 (%2) step %3: picture without a credit")
                                        .arg(item.key, language,
                                             map.value(QStringLiteral("figure")).toString())));
            }
            for (const QVariant& image : detail.value(QStringLiteral("images")).toList()) {
                const QVariantMap map = image.toMap();
                if (map.value(QStringLiteral("source")).toString().isEmpty())
                    continue;
                QVERIFY2(!map.value(QStringLiteral("credit")).toString().isEmpty(),
                         qPrintable(QStringLiteral("%1 (%2) picture %3: no credit")
                                        .arg(item.key, language,
                                             map.value(QStringLiteral("key")).toString())));
                QVERIFY2(!map.value(QStringLiteral("caption")).toString().isEmpty(),
                         qPrintable(QStringLiteral("%1 (%2) picture %3: no caption")
                                        .arg(item.key, language,
                                             map.value(QStringLiteral("key")).toString())));
            }
        }
    }
    // The drawings say what they are, never passing for a document.
    const QVariantMap hausfrisur =
        itemDetail(m_store.get(), QStringLiteral("hausfrisur"), QStringLiteral("en"));
    QCOMPARE(hausfrisur.value(QStringLiteral("steps"))
                 .toList()
                 .value(0)
                 .toMap()
                 .value(QStringLiteral("credit")),
             QVariant(QStringLiteral("Drawn for the exhibition")));
}

// The role page shows its figure beside the texts (ArticleScreen's side
// frame takes the first picture that is there).
void TestPictures::everyRoleHasItsFigure()
{
    int people = 0;
    for (const Item& item : std::as_const(m_items)) {
        if (item.kind != QLatin1String("person"))
            continue;
        ++people;
        const QVariantList images = itemDetail(m_store.get(), item.key, QStringLiteral("de"))
                                        .value(QStringLiteral("images"))
                                        .toList();
        bool shown = false;
        for (const QVariant& image : images)
            shown = shown || !image.toMap().value(QStringLiteral("source")).toString().isEmpty();
        QVERIFY2(shown, qPrintable(item.key + QStringLiteral(": a role without its figure")));
    }
    QCOMPARE(people, 2);
}

void TestPictures::everySectionCardHasItsEmblem()
{
    SectionModel sections(m_store.get());
    QCOMPARE(sections.rowCount(), static_cast<int>(m_sections.size()));
    for (int row = 0; row < sections.rowCount(); ++row) {
        const QModelIndex index = sections.index(row);
        QVERIFY2(!sections.data(index, SectionModel::EmblemRole).toString().isEmpty(),
                 qPrintable(sections.data(index, SectionModel::KeyRole).toString() +
                            QStringLiteral(": section card without its emblem")));
    }
}

void TestPictures::everyGameCardAndInventoryTileHasAPicture()
{
    int games = 0;
    for (const Section& section : std::as_const(m_sections)) {
        ItemModel items(m_store.get());
        items.setSectionKey(section.key);
        for (int row = 0; row < items.rowCount(); ++row) {
            const QModelIndex index = items.index(row);
            if (items.data(index, ItemModel::KindRole).toString() != QLatin1String("game"))
                continue;
            ++games;
            QVERIFY2(!items.data(index, ItemModel::PictureRole).toString().isEmpty(),
                     qPrintable(items.data(index, ItemModel::KeyRole).toString() +
                                QStringLiteral(": game card without a picture")));
        }
    }
    QVERIFY(games > 40);
    for (const QVariant& group : gameGroups(m_store.get(), QStringLiteral("de"))) {
        for (const QVariant& game : group.toMap().value(QStringLiteral("games")).toList())
            QVERIFY2(!game.toMap().value(QStringLiteral("picture")).toString().isEmpty(),
                     qPrintable(game.toMap().value(QStringLiteral("key")).toString()));
    }

    InventoryModel inventory(m_store.get());
    QVERIFY(inventory.rowCount() > 50);
    for (int row = 0; row < inventory.rowCount(); ++row) {
        const QModelIndex index = inventory.index(row);
        QVERIFY2(!inventory.data(index, InventoryModel::PictureRole).toString().isEmpty(),
                 qPrintable(inventory.data(index, InventoryModel::KeyRole).toString() +
                            QStringLiteral(": inventory tile with an empty picture frame")));
    }
}

void TestPictures::everyDrawingRendersAndIsUsed()
{
    // Every name the content and the models use.
    QSet<QString> used;
    for (const Item& item : std::as_const(m_items)) {
        for (const Step& step : item.steps)
            used.insert(step.image);
        for (const ImageSlot& image : item.images)
            used.insert(image.file);
        if (!item.category.isEmpty())
            used.insert(QStringLiteral("category_%1.svg").arg(item.category));
        for (const InventoryRow& row : item.rows)
            used.insert(QStringLiteral("category_%1.svg").arg(row.category));
    }
    for (const Section& section : std::as_const(m_sections))
        used.insert(QStringLiteral("emblem_%1.svg").arg(section.icon));

    const QStringList drawings = QDir(QStringLiteral(":/media")).entryList(QDir::Files);
    QVERIFY(drawings.size() >= 45);
    for (const QString& name : drawings) {
        const QString why = blankness(QStringLiteral(":/media/") + name);
        QVERIFY2(why.isEmpty(), qPrintable(name + QLatin1Char(' ') + why));
        QVERIFY2(used.contains(name),
                 qPrintable(name + QStringLiteral(": a drawing nobody shows")));
        QVERIFY(isBundledDrawing(pictureFilePath(m_store->mediaDirectory(), name)));
    }
}

void TestPictures::aPhotoReplacesTheDrawingOfItsName()
{
    const QString media = m_store->mediaDirectory();
    QVERIFY(QDir().mkpath(media));
    const QString name = QStringLiteral("material_reifen.svg");
    QVERIFY(isBundledDrawing(pictureFilePath(media, name)));
    QFile photo(QDir(media).filePath(name));
    QVERIFY(QFile::copy(QStringLiteral(":/media/") + name, photo.fileName()));

    const QVariantMap map =
        itemDetail(m_store.get(), QStringLiteral("reifen"), QStringLiteral("de"))
            .value(QStringLiteral("images"))
            .toList()
            .value(0)
            .toMap();
    QVERIFY(map.value(QStringLiteral("source")).toString().startsWith(QLatin1String("file:")));
    // The staff's picture carries the staff's credit, not the drawing's.
    QVERIFY(map.value(QStringLiteral("credit")).toString() != drawnCredit(QStringLiteral("de")));
    QVERIFY(photo.remove());
    QVERIFY(isBundledDrawing(pictureFilePath(media, name)));
}

QTEST_MAIN(TestPictures)
#include "tst_pictures.moc"
