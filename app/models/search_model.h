#pragma once

// SearchModel: full-text search over everything a visitor can read (the
// store's FTS5 index), for the kiosk's search screen. QML sets `query` as the
// visitor types; the rows follow when the visitor pauses for kDebounceMs
// (one search per pause, not per key) and the search, run on a worker thread
// (store/search_runner.h), has answered. A newer query cancels the older
// one, whose rows never appear. `busy` is true from a change of the query
// until its rows are in. An empty query clears the rows at once.
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

#include <QTimer>

#include <memory>

namespace zv {

class ContentStore;
class SearchRunner;

class SearchModel : public ReplacingListModel {
    Q_OBJECT
    Q_PROPERTY(QString language READ language WRITE setLanguage NOTIFY languageChanged)
    Q_PROPERTY(QString query READ query WRITE setQuery NOTIFY queryChanged)
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)
    Q_PROPERTY(bool busy READ busy NOTIFY busyChanged)
    // The most characters a query needs (the search field's maximumLength).
    Q_PROPERTY(int maximumLength READ maximumLength CONSTANT)

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

    // How long the query must rest before it is searched: long enough to
    // skip the keys of a typed word (or of a mashing fist), short enough
    // that the hits seem to follow the typing.
    static constexpr int kDebounceMs = 150;

    // `store` is not owned and may be null (the model is then empty).
    explicit SearchModel(ContentStore* store = nullptr, QObject* parent = nullptr);
    ~SearchModel() override;

    void setStore(ContentStore* store);
    QString language() const { return m_language; }
    Q_INVOKABLE void setLanguage(const QString& language);
    QString query() const { return m_query; }
    void setQuery(const QString& query);
    bool busy() const { return m_busy; }
    static int maximumLength();
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
    void busyChanged();

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
    // Restarts the pause (or clears the rows at once for an empty query).
    void scheduleSearch();
    // Hands the query to the runner, unless its words are those searched last.
    void startSearch();
    void showHits(quint64 ticket, const QList<SearchHit>& hits);
    void setBusy(bool busy);

    ContentStore* m_store = nullptr;
    std::unique_ptr<SearchRunner> m_runner;
    QTimer m_debounce;
    quint64 m_ticket = 0; // the search whose rows are awaited (0: none)
    QString m_searched;   // language and normalised words of the last search
    bool m_busy = false;
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
