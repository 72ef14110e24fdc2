#include "exhibit.h"
#include "game_catalog.h"
#include "offline_guard.h"

#include "models/game_boards.h"
#include "models/inventory_model.h"
#include "models/item_detail.h"
#include "models/item_model.h"
#include "models/labels.h"
#include "models/search_model.h"
#include "models/section_model.h"
#include "store/content_store.h"
#include "store/media_names.h"
#include "store/translation_status.h"

#include <QCoreApplication>
#include <QLocale>
#include <QQmlEngine>

#include <algorithm>

namespace {
Exhibit* g_instance = nullptr;
}

Exhibit::Exhibit(zv::ContentStore* store, QObject* parent)
    : QObject(parent), m_store(store), m_sections(new zv::SectionModel(store, this)),
      m_items(new zv::ItemModel(store, this)), m_inventory(new zv::InventoryModel(store, this)),
      m_search(new zv::SearchModel(store, this))
{
    m_seenDataVersion = m_store ? m_store->dataVersion() : 0;
    m_sections->setLanguage(m_language);
    m_items->setLanguage(m_language);
    m_inventory->setLanguage(m_language);
    m_search->setLanguage(m_language);
    readLanguages();
    installTranslator();
}

Exhibit::~Exhibit()
{
    if (m_translatorInstalled && QCoreApplication::instance())
        QCoreApplication::removeTranslator(&m_translator);
    if (g_instance == this)
        g_instance = nullptr;
}

void Exhibit::setInstance(Exhibit* exhibit)
{
    g_instance = exhibit;
}

Exhibit* Exhibit::instance()
{
    return g_instance;
}

void Exhibit::refuseLink(const QString& link)
{
    if (OfflineGuard* guard = OfflineGuard::instance())
        guard->refuse(QUrl(link));
}

Exhibit* Exhibit::create(QQmlEngine* qmlEngine, QJSEngine*)
{
    Q_ASSERT(g_instance);
    // The kiosk owns the instance; QML must never delete it.
    QJSEngine::setObjectOwnership(g_instance, QJSEngine::CppOwnership);
    g_instance->m_engine = qmlEngine;
    return g_instance;
}

QAbstractListModel* Exhibit::sections() const
{
    return m_sections;
}

QAbstractListModel* Exhibit::items() const
{
    return m_items;
}

QAbstractListModel* Exhibit::inventory() const
{
    return m_inventory;
}

QAbstractListModel* Exhibit::search() const
{
    return m_search;
}

void Exhibit::readLanguages()
{
    const QStringList ready = m_store ? zv::kioskReadyLanguages(*m_store) : m_languages;
    if (ready == m_languages)
        return;
    m_languages = ready;
    emit languagesChanged();
}

QString Exhibit::nextLanguage() const
{
    const qsizetype at = m_languages.indexOf(m_language);
    return m_languages.value((at + 1) % std::max<qsizetype>(1, m_languages.size()),
                             QStringLiteral("de"));
}

QString Exhibit::languageName(const QString& language) const
{
    if (language == QLatin1String("en"))
        return QStringLiteral("English"); // not "American English"
    const QString name = QLocale(language).nativeLanguageName();
    return name.isEmpty() ? language : name;
}

void Exhibit::setLanguage(const QString& language)
{
    if (!m_languages.contains(language))
        return;
    if (language == m_language)
        return;
    m_language = language;
    m_sections->setLanguage(language);
    m_items->setLanguage(language);
    m_inventory->setLanguage(language);
    m_search->setLanguage(language);
    installTranslator();
    emit languageChanged();
    if (m_engine)
        m_engine->retranslate();
}

void Exhibit::openSection(const QString& sectionKey)
{
    m_items->setSectionKey(sectionKey);
    if (sectionKey != m_sectionKey) {
        m_sectionKey = sectionKey;
        emit sectionKeyChanged();
    }
}

void Exhibit::countUse(const QString& kind, const QString& key)
{
    if (m_store && kind != QLatin1String("visit"))
        m_store->countUse(kind, key);
}

QVariantMap Exhibit::item(const QString& itemKey) const
{
    return m_items->get(m_items->indexOfKey(itemKey));
}

void Exhibit::setSiteChoice(const zv::SiteChoice& choice)
{
    m_choice = choice;
    m_sections->setSiteChoice(choice);
    m_items->setSiteChoice(choice);
    m_search->setSiteChoice(choice);
    ++m_contentRevision;
    emit contentReloaded();
}

QVariantMap Exhibit::itemDetail(const QString& itemKey) const
{
    QVariantMap detail = zv::itemDetail(m_store, itemKey, m_language);
    if (detail.value(QStringLiteral("playable")).toBool() &&
        !m_choice.offersGame(detail.value(QStringLiteral("gameKey")).toString()))
        detail.insert(QStringLiteral("playable"), false);
    return detail;
}

QVariantList Exhibit::gameGroups() const
{
    QVariantList groups = zv::gameGroups(m_store, m_language);
    if (m_choice.games.isEmpty())
        return groups;
    // Every game stays to read; only the games the site offers are playable.
    const QVariantList playableKeys = [this] {
        QVariantList keys;
        if (m_store) {
            for (const zv::Item& item : m_store->allItems()) {
                if (item.playable() && m_choice.offersGame(item.gameKey))
                    keys.append(item.key);
            }
        }
        return keys;
    }();
    for (QVariant& group : groups) {
        QVariantMap map = group.toMap();
        QVariantList games = map.value(QStringLiteral("games")).toList();
        for (QVariant& game : games) {
            QVariantMap entry = game.toMap();
            if (entry.value(QStringLiteral("playable")).toBool() &&
                !playableKeys.contains(entry.value(QStringLiteral("key"))))
                entry.insert(QStringLiteral("playable"), false);
            game = entry;
        }
        map.insert(QStringLiteral("games"), games);
        group = map;
    }
    return groups;
}

QVariantList Exhibit::shelfGames() const
{
    QVariantList games;
    if (!m_store)
        return games;
    QStringList seen;
    for (const zv::Section& section : m_store->sections()) {
        if (section.kind != QLatin1String("games") || !m_choice.showsSection(section.key))
            continue;
        for (const zv::Item& item : m_store->items(section.key)) {
            if (!item.playable() || !m_choice.offersGame(item.gameKey) ||
                seen.contains(item.gameKey))
                continue;
            const QVariantMap entry = zv::play::shelfEntry(item.gameKey, item.key);
            if (entry.isEmpty())
                continue;
            seen.append(item.gameKey);
            QVariantMap shown = entry;
            shown.insert(QStringLiteral("thumbnail"),
                         zv::thumbnailUrl(m_store->mediaDirectory(), item.gameKey));
            games.append(shown);
        }
    }
    return games;
}

QString Exhibit::boardPath(const QString& gameKey) const
{
    return zv::kioskBoardPath(gameKey);
}

QString Exhibit::articleOfGame(const QString& gameKey) const
{
    if (!m_store || gameKey.isEmpty())
        return {};
    for (const zv::Item& item : m_store->allItems()) {
        if (item.gameKey == gameKey)
            return item.key;
    }
    return {};
}

bool Exhibit::inInventory(const QString& itemKey) const
{
    if (!m_store || itemKey.isEmpty())
        return false;
    const QList<zv::InventoryRow> rows = m_store->inventoryRows();
    return std::any_of(rows.cbegin(), rows.cend(),
                       [&](const zv::InventoryRow& row) { return row.gameItemKey == itemKey; });
}

QString Exhibit::categoryTitle(const QString& category) const
{
    return zv::labels::category(category, m_language);
}

QString Exhibit::sectionTitle(const QString& sectionKey) const
{
    for (int row = 0; row < m_sections->rowCount(); ++row) {
        const QModelIndex index = m_sections->index(row);
        if (index.data(zv::SectionModel::KeyRole).toString() == sectionKey)
            return index.data(zv::SectionModel::TitleRole).toString();
    }
    return {};
}

QString Exhibit::sectionOfKind(const QString& kind) const
{
    for (int row = 0; row < m_sections->rowCount(); ++row) {
        const QModelIndex index = m_sections->index(row);
        if (index.data(zv::SectionModel::KindRole).toString() == kind)
            return index.data(zv::SectionModel::KeyRole).toString();
    }
    return {};
}

bool Exhibit::returnedHome()
{
    if (!m_store)
        return false;
    if (m_store->dataVersion() == m_seenDataVersion)
        return false;
    reloadContent();
    return true;
}

QVariantList Exhibit::songsWithMelody() const
{
    QVariantList songs;
    if (!m_store)
        return songs;
    for (const zv::Section& section : m_store->sections()) {
        if (!m_choice.showsSection(section.key))
            continue;
        for (const zv::Item& item : m_store->items(section.key)) {
            if (item.kind != QLatin1String("song") || item.melodyAbc.trimmed().isEmpty())
                continue;
            QStringList lyrics;
            for (const zv::Verse& verse : item.verses)
                lyrics.append(verse.texts.text(zv::kFallbackLanguage, zv::field::text));
            songs.append(QVariantMap{{QStringLiteral("key"), item.key},
                                     {QStringLiteral("melodyAbc"), item.melodyAbc},
                                     {QStringLiteral("lyrics"), lyrics}});
        }
    }
    return songs;
}

QVariantList Exhibit::showcase() const
{
    QVariantList games, people;
    if (!m_store)
        return games;
    for (const zv::Section& section : m_store->sections()) {
        const bool isGames = section.kind == QLatin1String("games");
        if ((!isGames && section.kind != QLatin1String("people")) ||
            !m_choice.showsSection(section.key))
            continue;
        for (const zv::Item& item : m_store->items(section.key)) {
            if (isGames && !(item.playable() && m_choice.offersGame(item.gameKey)))
                continue;
            (isGames ? games : people)
                .append(QVariantMap{{QStringLiteral("key"), item.key},
                                    {QStringLiteral("kind"), item.kind},
                                    {QStringLiteral("accent"), section.accent},
                                    {QStringLiteral("titleDe"), item.title(QStringLiteral("de"))},
                                    {QStringLiteral("titleEn"), item.title(QStringLiteral("en"))},
                                    {QStringLiteral("summaryDe"),
                                     item.text(QStringLiteral("de"), zv::field::summary)},
                                    {QStringLiteral("summaryEn"),
                                     item.text(QStringLiteral("en"), zv::field::summary)}});
        }
    }
    return games + people;
}

void Exhibit::reloadContent()
{
    if (!m_store)
        return;
    m_seenDataVersion = m_store->dataVersion();
    readLanguages();
    if (!m_languages.contains(m_language))
        setLanguage(QStringLiteral("de"));
    m_sections->reload();
    m_items->reload();
    m_inventory->reload();
    m_search->reload();
    ++m_contentRevision;
    emit contentReloaded();
}

void Exhibit::installTranslator()
{
    // The program's strings are written in English; German comes from the
    // translation that qt_add_translations embeds under :/i18n.
    if (m_translatorInstalled) {
        QCoreApplication::removeTranslator(&m_translator);
        m_translatorInstalled = false;
    }
    if (m_language == QLatin1String("en"))
        return;
    // A language staff added has its texts in the store but no translation
    // of the program's strings: those stay English.
    if (m_translator.load(QStringLiteral(":/i18n/zeitvertreib_%1.qm").arg(m_language))) {
        QCoreApplication::installTranslator(&m_translator);
        m_translatorInstalled = true;
    } else {
        qInfo("Exhibit: no translation of the program's strings for %s; they stay English",
              qPrintable(m_language));
    }
}
