// The exhibit as QML sees it: the content models, the language, and the
// reload after a staff edit. One instance, created by the kiosk's setup code
// (KioskController) and handed to QML as the singleton `Exhibit`.
#pragma once

#include "models/site_choice.h"

#include <QAbstractListModel>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QTranslator>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

class QJSEngine;
class QQmlEngine;

namespace zv {
class ContentStore;
class InventoryModel;
class ItemModel;
class SearchModel;
class SectionModel;
} // namespace zv

class Exhibit : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    // Role names: see app/models/section_model.h, item_model.h,
    // inventory_model.h and search_model.h.
    Q_PROPERTY(QAbstractListModel* sections READ sections CONSTANT)
    Q_PROPERTY(QAbstractListModel* items READ items CONSTANT)
    // The inventory wall: filter properties category, audience, place,
    // availability; count; categories.
    Q_PROPERTY(QAbstractListModel* inventory READ inventory CONSTANT)
    // Search over everything: set `query`; rows sorted by section, then rank.
    Q_PROPERTY(QAbstractListModel* search READ search CONSTANT)
    Q_PROPERTY(QString language READ language NOTIFY languageChanged)
    // The languages the visitor may choose: German, and every language of
    // the exhibit whose published texts reach the staff's threshold
    // (store/translation_status.h, kioskReadyLanguages).
    Q_PROPERTY(QStringList languages READ languages NOTIFY languagesChanged)
    Q_PROPERTY(QString sectionKey READ sectionKey NOTIFY sectionKeyChanged)
    Q_PROPERTY(int contentRevision READ contentRevision NOTIFY contentReloaded)

public:
    // `store` is not owned and may be null (then every model is empty).
    explicit Exhibit(zv::ContentStore* store, QObject* parent = nullptr);
    ~Exhibit() override;

    // The instance QML gets; set by the kiosk's setup before QML loads.
    static void setInstance(Exhibit* exhibit);
    static Exhibit* instance();
    static Exhibit* create(QQmlEngine* qmlEngine, QJSEngine* jsEngine);

    QAbstractListModel* sections() const;
    QAbstractListModel* items() const;
    QAbstractListModel* inventory() const;
    QAbstractListModel* search() const;
    QString language() const { return m_language; }
    QString sectionKey() const { return m_sectionKey; }
    int contentRevision() const { return m_contentRevision; }
    QStringList languages() const { return m_languages; }

    // One of `languages`: the content language of the models (a text not yet
    // translated shows in German) and of the program's own strings (German
    // from its translation, English for every other language). Anything
    // else is ignored.
    Q_INVOKABLE void setLanguage(const QString& language);
    // A visitor tapped a link in an article: the exhibit follows none out of
    // itself (offline_guard.h); refused and logged.
    Q_INVOKABLE void refuseLink(const QString& link);
    // The language after the current one in `languages` (the switch's next).
    Q_INVOKABLE QString nextLanguage() const;
    // A language's name in that language ("Deutsch", "English", "français").
    Q_INVOKABLE QString languageName(const QString& language) const;
    // Fills `items` with the items of a section.
    Q_INVOKABLE void openSection(const QString& sectionKey);
    // All roles of one item of the open section (see item_model.h); empty
    // when the key is not in it.
    Q_INVOKABLE QVariantMap item(const QString& itemKey) const;
    // Everything about one item of any section (fields split into pages,
    // schedule, steps, verses, images, its inventory rows); the shape is
    // described in app/models/item_detail.h. Empty for an unknown key.
    Q_INVOKABLE QVariantMap itemDetail(const QString& itemKey) const;
    // The games section in the concept's groups (app/models/item_detail.h).
    Q_INVOKABLE QVariantList gameGroups() const;
    // The games shelf: every game the kiosk can play here (its article is in
    // a shown games section, the site offers it, the engine knows it), in
    // the section's order, as play::shelfEntry() describes.
    Q_INVOKABLE QVariantList shelfGames() const;
    // The collection article a game belongs to (its item key), or "".
    Q_INVOKABLE QString articleOfGame(const QString& gameKey) const;
    // Whether the house's inventory lists the object of the game article
    // `itemKey` (the game screens then lead back to its row on the wall).
    Q_INVOKABLE bool inInventory(const QString& itemKey) const;
    // The game's board inside the module ("games/muehle/MuehleBoard.qml"),
    // or "" for a game the kiosk has no board for (game_boards.h).
    Q_INVOKABLE QString boardPath(const QString& gameKey) const;
    // The localized label of a category keyword ("board" -> "Brettspiele").
    Q_INVOKABLE QString categoryTitle(const QString& category) const;
    // The title of a section in the current language, or empty.
    Q_INVOKABLE QString sectionTitle(const QString& sectionKey) const;
    // Key of the first section of `kind` ("games", ...), or empty.
    Q_INVOKABLE QString sectionOfKind(const QString& kind) const;
    // Called when the visitor returns to the home screen: reloads the models
    // when the store changed since they were read (a staff edit).
    Q_INVOKABLE bool returnedHome();
    // The attract loop's showcase: the playable games, then the people of
    // the house, each with title and summary in German and English
    // (keys: key, kind, accent, titleDe, titleEn, summaryDe, summaryEn).
    Q_INVOKABLE QVariantList showcase() const;
    // The songs this site shows that have a tune, for the attract loop's
    // quiet song (kiosk.conf attract_song): [{ key, melodyAbc, lyrics }].
    Q_INVOKABLE QVariantList songsWithMelody() const;
    // Counts what a visitor opened: `kind` "section", "item" or "game" and
    // its key (anonymous, per day; ContentStore::countUse). Never fails the
    // visitor: a store that cannot be written only logs.
    Q_INVOKABLE void countUse(const QString& kind, const QString& key);
    // What this site shows (kiosk.conf sections=, games=); applied to every
    // model, the games' "Play now" and the attract loop.
    void setSiteChoice(const zv::SiteChoice& choice);
    const zv::SiteChoice& siteChoice() const { return m_choice; }
    // Reads the store again now (the staff menu's "Inhalte neu laden").
    void reloadContent();

signals:
    void languageChanged();
    void languagesChanged();
    void sectionKeyChanged();
    void contentReloaded();

private:
    void installTranslator();
    void readLanguages();

    zv::ContentStore* m_store = nullptr;
    zv::SectionModel* m_sections = nullptr;
    zv::ItemModel* m_items = nullptr;
    zv::InventoryModel* m_inventory = nullptr;
    zv::SearchModel* m_search = nullptr;
    QTranslator m_translator;
    bool m_translatorInstalled = false;
    QPointer<QQmlEngine> m_engine;
    QString m_language = QStringLiteral("de");
    QString m_sectionKey;
    qint64 m_seenDataVersion = 0;
    int m_contentRevision = 0;
    zv::SiteChoice m_choice;
    QStringList m_languages{QStringLiteral("de"), QStringLiteral("en")};
};
