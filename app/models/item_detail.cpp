#include "models/item_detail.h"

#include "models/inventory_model.h"
#include "models/labels.h"
#include "store/content_store.h"
#include "store/media_names.h"
#include "store/narration.h"
#include "store/provenance.h"

#include <QFileInfo>
#include <QUrl>

#include <algorithm>

namespace zv {

namespace {

// Collects whether any text shown fell back to German.
struct Resolver {
    QString language;
    bool fellBack = false;

    QString text(const LocalizedTexts& texts, const QString& fieldName)
    {
        if (texts.has(kFallbackLanguage, fieldName) && !texts.has(language, fieldName))
            fellBack = true;
        return texts.text(language, fieldName);
    }
};

// A file URL for a picture or sound staff have put in the media folder, else
// "". QML never builds a path from a name: a name that is no plain file name
// in the media folder (store/media_names.h) gives no URL at all.
QString mediaSource(const ContentStore& store, const QString& file)
{
    const QString path = mediaFilePath(store.mediaDirectory(), file);
    return !path.isEmpty() && QFileInfo(path).isFile() ? QUrl::fromLocalFile(path).toString()
                                                       : QString();
}

void addTexts(QVariantMap& result, const Item& item, Resolver& resolver)
{
    QVariantMap fields;
    QStringList order;
    QVariantMap titles;
    for (const QString& name : readingOrderFields()) {
        const QStringList pages = markdownPages(resolver.text(item.texts, name));
        if (pages.isEmpty())
            continue;
        fields.insert(name, pages);
        order.append(name);
        titles.insert(name, labels::fieldTitle(name, resolver.language));
    }
    result.insert(QStringLiteral("fields"), fields);
    result.insert(QStringLiteral("fieldOrder"), order);
    result.insert(QStringLiteral("fieldTitles"), titles);
}

void addParts(QVariantMap& result, const ContentStore& store, const Item& item, Resolver& resolver)
{
    QVariantList schedule;
    for (const ScheduleEntry& entry : item.schedule)
        schedule.append(
            QVariantMap{{QStringLiteral("time"), entry.time},
                        {QStringLiteral("minutes"), entry.minutes()},
                        {QStringLiteral("text"), resolver.text(entry.texts, field::text)}});
    // A bundled drawing is always credited as drawn for the exhibition; a
    // photo staff put in its place carries the credit staff gave it.
    const auto credited = [&](const QString& file, const QString& given) {
        return isBundledDrawing(pictureFilePath(store.mediaDirectory(), file))
                   ? drawnCredit(resolver.language)
                   : given;
    };
    QVariantList steps;
    for (qsizetype i = 0; i < item.steps.size(); ++i) {
        const Step& step = item.steps.at(i);
        // A step's own sound (the step read aloud), played like an item's.
        const QVariantMap sound{
            {QStringLiteral("key"), QStringLiteral("%1_step_%2").arg(item.key).arg(i + 1)},
            {QStringLiteral("source"), mediaSource(store, step.audio)}};
        steps.append(
            QVariantMap{{QStringLiteral("figure"), step.figure},
                        {QStringLiteral("image"), pictureUrl(store.mediaDirectory(), step.image)},
                        {QStringLiteral("credit"), credited(step.image, QString())},
                        {QStringLiteral("text"), resolver.text(step.texts, field::text)},
                        {QStringLiteral("sound"), sound}});
    }
    // Lyrics are always the German original; English only as a translation.
    QVariantList verses;
    const bool english = resolver.language == QLatin1String("en");
    for (const Verse& verse : item.verses) {
        const QString translation =
            english ? verse.texts.values.value(resolver.language).value(field::text) : QString();
        if (english && translation.isEmpty() && verse.texts.has(kFallbackLanguage, field::text))
            resolver.fellBack = true;
        verses.append(
            QVariantMap{{QStringLiteral("text"), verse.texts.text(kFallbackLanguage, field::text)},
                        {QStringLiteral("translation"), translation}});
    }
    QVariantList images;
    // A playable game's board, drawn by the game itself, comes first.
    const QString board = thumbnailUrl(store.mediaDirectory(), item.gameKey);
    if (!board.isEmpty()) {
        images.append(QVariantMap{
            {QStringLiteral("key"), item.key + QStringLiteral("_board")},
            {QStringLiteral("source"), board},
            {QStringLiteral("caption"),
             english ? QStringLiteral("The board during a game, as the exhibit's game draws it")
                     : QStringLiteral("Das Spielbrett während einer Partie, wie das Spiel der "
                                      "Ausstellung es zeigt")},
            {QStringLiteral("credit"),
             english ? QStringLiteral("Drawn by the exhibit's game")
                     : QStringLiteral("Gezeichnet vom Spiel der Ausstellung")}});
    }
    for (const ImageSlot& image : item.images)
        images.append(
            QVariantMap{{QStringLiteral("key"), image.key},
                        {QStringLiteral("source"), pictureUrl(store.mediaDirectory(), image.file)},
                        {QStringLiteral("caption"), resolver.text(image.texts, field::caption)},
                        {QStringLiteral("credit"),
                         credited(image.file, resolver.text(image.texts, field::credit))}});
    // Sounds staff attached (a song sung, a reading): only those whose file
    // is in the media folder, so the kiosk never offers a silent button.
    // A staff recording of a text (store/narration.h) is no sound of its
    // own: `narrations` names it for the text and language it reads, and
    // that page's "Read aloud" plays it. Only the language shown counts: a
    // German recording does not read the English page.
    QVariantList sounds;
    QVariantMap narrations;
    for (const AudioClip& clip : item.audio) {
        const QString source = mediaSource(store, clip.file);
        if (source.isEmpty())
            continue;
        if (isNarration(clip)) {
            const QString reads = clip.texts.values.value(resolver.language).value(field::narrates);
            if (!reads.isEmpty())
                narrations.insert(reads, source);
            continue;
        }
        sounds.append(
            QVariantMap{{QStringLiteral("key"), clip.key},
                        {QStringLiteral("source"), source},
                        {QStringLiteral("caption"), resolver.text(clip.texts, field::caption)},
                        {QStringLiteral("credit"), resolver.text(clip.texts, field::credit)}});
    }
    result.insert(QStringLiteral("sounds"), sounds);
    result.insert(QStringLiteral("narrations"), narrations);
    result.insert(QStringLiteral("schedule"), schedule);
    result.insert(QStringLiteral("steps"), steps);
    result.insert(QStringLiteral("verses"), verses);
    // The song's tune (ABC) for the kiosk's player; empty = words only.
    result.insert(QStringLiteral("melodyAbc"), item.melodyAbc);
    result.insert(QStringLiteral("images"), images);
}

void addRows(QVariantMap& result, const ContentStore& store, const Item& item,
             const QString& language)
{
    QVariantList forGame;
    QVariantList ofList;
    QHash<QString, LocalizedTexts> titles{{item.key, item.texts}};
    const QList<InventoryRow> rows = store.inventoryRows();
    for (const InventoryRow& row : rows) {
        if (row.gameItemKey != item.key && row.listKey != item.key)
            continue;
        for (const QString& key : {row.listKey, row.gameItemKey}) {
            if (!key.isEmpty() && !titles.contains(key)) {
                if (const auto other = store.item(key))
                    titles.insert(key, other->texts);
            }
        }
        const QVariantMap map = InventoryModel::rowMap(row, language, titles);
        if (row.gameItemKey == item.key)
            forGame.append(map);
        if (row.listKey == item.key)
            ofList.append(map);
    }
    result.insert(QStringLiteral("inventoryRows"), forGame);
    result.insert(QStringLiteral("listRows"), ofList);
}

} // namespace

QStringList markdownPages(const QString& markdown)
{
    QStringList pages;
    QStringList current;
    auto flush = [&] {
        const QString page = current.join(QLatin1Char('\n')).trimmed();
        if (!page.isEmpty())
            pages.append(page);
        current.clear();
    };
    for (const QString& line : markdown.split(QLatin1Char('\n'))) {
        if (line.trimmed() == QLatin1String("---"))
            flush();
        else
            current.append(line);
    }
    flush();
    return pages;
}

QVariantMap itemDetail(const ContentStore* store, const QString& itemKey, const QString& language)
{
    if (!store)
        return {};
    const auto item = store->item(itemKey);
    if (!item)
        return {};
    Resolver resolver{language};
    const auto section = store->section(item->sectionKey);
    QVariantMap result{
        {QStringLiteral("key"), item->key},
        {QStringLiteral("sectionKey"), item->sectionKey},
        {QStringLiteral("sectionKind"), section ? section->kind : QString()},
        {QStringLiteral("kind"), item->kind},
        {QStringLiteral("title"), resolver.text(item->texts, field::title)},
        {QStringLiteral("summary"), resolver.text(item->texts, field::summary)},
        {QStringLiteral("gameKey"), item->gameKey},
        {QStringLiteral("playable"), item->playable()},
        {QStringLiteral("needsReview"), item->needsReview},
        {QStringLiteral("category"), item->category},
        {QStringLiteral("categoryTitle"),
         item->category.isEmpty() ? QString() : labels::category(item->category, language)},
        {QStringLiteral("audience"), item->audience},
        {QStringLiteral("place"), item->place},
        {QStringLiteral("group"), item->group},
        {QStringLiteral("provenance"), item->provenance},
        // The one line every article ends with (store/provenance.h).
        {QStringLiteral("sourceNote"), provenance::line(*item, language)},
    };
    addTexts(result, *item, resolver);
    resolver.text(item->texts, field::provenanceNote); // notes a German-only note
    addParts(result, *store, *item, resolver);
    addRows(result, *store, *item, language);
    result.insert(QStringLiteral("isFallback"), resolver.fellBack);
    return result;
}

QString gameGroupOf(const QString& category, const QString& place, const QString& group)
{
    if (place == QLatin1String("outdoor") || category == QLatin1String("outdoor"))
        return QStringLiteral("outdoor");
    if (group == QLatin1String("solo") || category == QLatin1String("skill"))
        return QStringLiteral("indoor_solo");
    return QStringLiteral("indoor_social");
}

QString itemPicture(const ContentStore* store, const Item& item)
{
    const QString folder = store ? store->mediaDirectory() : QString();
    // A playable game shows its board as the exhibit's game draws it.
    const QString board = thumbnailUrl(folder, item.gameKey);
    if (!board.isEmpty())
        return board;
    for (const ImageSlot& image : item.images) {
        const QString url = pictureUrl(folder, image.file);
        if (!url.isEmpty())
            return url;
    }
    // A game without a picture of its own shows its kind's pictogram, so its
    // card never has an empty place.
    return item.kind == QLatin1String("game") && !item.category.isEmpty()
               ? pictureUrl(folder, QStringLiteral("category_%1.svg").arg(item.category))
               : QString();
}

QVariantList gameGroups(const ContentStore* store, const QString& language)
{
    if (!store)
        return {};
    QList<Item> games;
    for (const Section& section : store->sections()) {
        if (section.kind != QLatin1String("games"))
            continue;
        for (const Item& item : store->items(section.key)) {
            if (item.kind == QLatin1String("game"))
                games.append(item);
        }
    }
    const QStringList categoryOrder = keyword::gameCategories();
    auto rankOf = [&](const Item& item) {
        const qsizetype rank = categoryOrder.indexOf(item.category);
        return rank < 0 ? categoryOrder.size() : rank;
    };
    QVariantList result;
    for (const labels::GameGroup& group : labels::gameGroups(language)) {
        QList<Item> members;
        for (const Item& game : games) {
            if (gameGroupOf(game.category, game.place, game.group) == group.key)
                members.append(game);
        }
        // Items come in section order; the social games go by category first.
        if (group.key == QLatin1String("indoor_social"))
            std::stable_sort(members.begin(), members.end(),
                             [&](const Item& a, const Item& b) { return rankOf(a) < rankOf(b); });
        QVariantList entries;
        for (const Item& game : members)
            entries.append(QVariantMap{
                {QStringLiteral("key"), game.key},
                {QStringLiteral("title"), game.text(language, field::title)},
                {QStringLiteral("summary"), game.text(language, field::summary)},
                {QStringLiteral("category"), game.category},
                {QStringLiteral("categoryTitle"), labels::category(game.category, language)},
                {QStringLiteral("audience"), game.audience},
                {QStringLiteral("playable"), game.playable()},
                {QStringLiteral("picture"), itemPicture(store, game)},
            });
        result.append(QVariantMap{{QStringLiteral("key"), group.key},
                                  {QStringLiteral("title"), group.title},
                                  {QStringLiteral("subtitle"), group.subtitle},
                                  {QStringLiteral("games"), entries}});
    }
    return result;
}

} // namespace zv
