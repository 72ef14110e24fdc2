#pragma once

// SearchModel: full-text search over everything a visitor can read (the
// store's FTS5 index), for the kiosk's search screen. QML sets `query` as the
// visitor types; the rows follow at once.
//
// Rows are sorted by section (home-screen order), then by rank. One row per
// item; a hit in an inventory row is its own row, pointing at its list
// (itemKey) and its game (gameKey). An empty query gives no rows.
//
// Role names:
//   sectionKey, sectionTitle (use as ListView section.property), sectionOrder,
//   itemKey, title, snippet (plain text, about 20 words around the hit), kind,
//   rowKey (inventory row key or ""), gameKey (game article of that row or "")

#include "models/site_choice.h"
#include "store/content_types.h"

#include "replacing_list_model.h"

#include <QAbstractListModel>

#include <QHash>
#include <QList>

namespace zv {

class ContentStore;

class SearchModel : public ReplacingListModel {
    Q_OBJECT
    Q_PROPERTY(QString language READ language WRITE setLanguage NOTIFY languageChanged)
    Q_PROPERTY(QString query READ query WRITE setQuery NOTIFY queryChanged)
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)

public:
    enum Role {
        SectionKeyRole = Qt::UserRole + 1,
        SectionTitleRole,
        SectionOrderRole,
        ItemKeyRole,
        TitleRole,
        SnippetRole,
        KindRole,
        RowKeyRole,
        GameKeyRole,
    };
    Q_ENUM(Role)

    // `store` is not owned and may be null (the model is then empty).
    explicit SearchModel(ContentStore* store = nullptr, QObject* parent = nullptr);

    void setStore(ContentStore* store);
    QString language() const { return m_language; }
    Q_INVOKABLE void setLanguage(const QString& language);
    QString query() const { return m_query; }
    void setQuery(const QString& query);
    // Finds nothing in the sections the site left out (kiosk.conf).
    void setSiteChoice(const SiteChoice& choice);
    // Reads titles and sections again and repeats the search (after an edit).
    Q_INVOKABLE void reload();
    // All roles of one row as a map; empty for an invalid row.
    Q_INVOKABLE QVariantMap get(int row) const;

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

signals:
    void languageChanged();
    void queryChanged();
    void countChanged();

private:
    struct Row {
        QString sectionKey;
        QString sectionTitle;
        int sectionOrder = 0;
        QString itemKey;
        QString title;
        QString snippet;
        QString kind;
        QString rowKey;
        QString gameKey;
    };
    struct ItemInfo {
        QString sectionKey;
        QString kind;
        LocalizedTexts texts;
    };
    void readTitles();
    void runSearch();

    ContentStore* m_store = nullptr;
    SiteChoice m_choice;
    QString m_language = kFallbackLanguage;
    QString m_query;
    QList<Row> m_rows;
    // What the rows need besides the hits, read once per reload.
    QList<Section> m_sections;
    QHash<QString, ItemInfo> m_items;
    QHash<QString, InventoryRow> m_inventory;
};

} // namespace zv
