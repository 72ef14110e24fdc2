#pragma once

// ItemModel: the items of one section in the current content language, for
// the kiosk's section and article screens. A plain list model over
// ContentStore::items(); the kiosk exposes it through a property.
//
// Role names (what QML delegates bind to):
//   key           string  item key, e.g. "muehle"
//   sectionKey    string  the section it belongs to
//   title         string  title in the current language (German when missing)
//   summary       string  short teaser
//   body          string  the article text, Markdown (Text.MarkdownText)
//   history       string  game items: the game's history, Markdown (may be empty)
//   rulesChildren string  game items: rules for children, Markdown (may be empty)
//   rulesAdults   string  game items: rules for adults, Markdown (may be empty)
//   gameKey       string  engine game key when the kiosk can play it, else ""
//   playable      bool    gameKey is not empty
//   kind          string  game, article, person, hairstyle, song, inventory
//   sortOrder     int     order inside the section (the model is sorted by it)
//   isFallback    bool    true when a text of this row fell back to German
//   picture       string  URL of the item's first image slot that has a
//                         picture (media folder, else bundled drawing), else
//                         for games the category's pictogram, else ""

#include "models/site_choice.h"
#include "store/content_types.h"

#include "replacing_list_model.h"

#include <QAbstractListModel>

#include <QList>

namespace zv {

class ContentStore;

class ItemModel : public ReplacingListModel {
    Q_OBJECT
    Q_PROPERTY(QString language READ language WRITE setLanguage NOTIFY languageChanged)
    Q_PROPERTY(QString sectionKey READ sectionKey WRITE setSectionKey NOTIFY sectionKeyChanged)
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)

public:
    enum Role {
        KeyRole = Qt::UserRole + 1,
        SectionKeyRole,
        TitleRole,
        SummaryRole,
        BodyRole,
        HistoryRole,
        RulesChildrenRole,
        RulesAdultsRole,
        GameKeyRole,
        PlayableRole,
        KindRole,
        SortOrderRole,
        IsFallbackRole,
        PictureRole,
    };
    Q_ENUM(Role)

    // `store` is not owned and may be null (the model is then empty).
    explicit ItemModel(ContentStore* store = nullptr, QObject* parent = nullptr);

    void setStore(ContentStore* store);
    QString language() const { return m_language; }
    Q_INVOKABLE void setLanguage(const QString& language);
    QString sectionKey() const { return m_sectionKey; }
    Q_INVOKABLE void setSectionKey(const QString& sectionKey);
    // Offers "Play now" only for the games the site chose (kiosk.conf).
    void setSiteChoice(const SiteChoice& choice);
    // Reads the section's items from the store again (after a staff edit).
    Q_INVOKABLE void reload();
    // Row of the item with `key`, or -1.
    Q_INVOKABLE int indexOfKey(const QString& key) const;
    // All roles of one row as a map (role name -> value), for an article screen
    // that shows one item; empty map for an invalid row.
    Q_INVOKABLE QVariantMap get(int row) const;

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

signals:
    void languageChanged();
    void sectionKeyChanged();
    void countChanged();

private:
    ContentStore* m_store = nullptr;
    QString m_language = kFallbackLanguage;
    QString m_sectionKey;
    QList<Item> m_items;
    SiteChoice m_choice;
};

} // namespace zv
