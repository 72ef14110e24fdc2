#pragma once

// InventoryModel: every row of the house's inventory lists, for the kiosk's
// inventory wall, filtered by category, audience, place and availability.
// All texts in the current language, German when a translation is missing.
//
// Filter properties (empty string = all):
//   category      a keyword (board, dice, …, outdoor_material)
//   audience      "adults" | "children"
//   place         "indoor" | "outdoor"
//   availability  "available" | "missing" | "not_stated" (the document gives
//                 neither a count nor "nicht vorhanden")
// count        rows after filtering
// categories   [{key, title}] of the categories present among the rows that
//              pass the other three filters, in the concept's order
//
// Role names:
//   key, listKey, listTitle, name, count (int, -1 = none given), countDetail,
//   remark, available (bool), category, categoryTitle, audience, place,
//   gameKey (game article item key or ""), gameTitle, needsReview, isFallback,
//   stated (false: the document says nothing about it, "keine Angabe"),
//   picture (URL: the photo staff put into the media folder as <key>.jpg or
//   <key>.png, else the drawn pictogram category_<category>.svg; a tile
//   never shows an empty frame)

#include "store/content_types.h"

#include "replacing_list_model.h"

#include <QAbstractListModel>
#include <QHash>
#include <QList>
#include <QVariantList>
#include <QVariantMap>

namespace zv {

class ContentStore;

class InventoryModel : public ReplacingListModel {
    Q_OBJECT
    Q_PROPERTY(QString language READ language WRITE setLanguage NOTIFY languageChanged)
    Q_PROPERTY(QString category READ category WRITE setCategory NOTIFY filterChanged)
    Q_PROPERTY(QString audience READ audience WRITE setAudience NOTIFY filterChanged)
    Q_PROPERTY(QString place READ place WRITE setPlace NOTIFY filterChanged)
    Q_PROPERTY(QString availability READ availability WRITE setAvailability NOTIFY filterChanged)
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)
    Q_PROPERTY(QVariantList categories READ categories NOTIFY categoriesChanged)

public:
    enum Role {
        KeyRole = Qt::UserRole + 1,
        ListKeyRole,
        ListTitleRole,
        NameRole,
        CountRole,
        CountDetailRole,
        RemarkRole,
        AvailableRole,
        CategoryRole,
        CategoryTitleRole,
        AudienceRole,
        PlaceRole,
        GameKeyRole,
        GameTitleRole,
        NeedsReviewRole,
        IsFallbackRole,
        StatedRole,  // false: "keine Angabe" (then `available` is false too)
        PictureRole, // URL: the row's photo, else its category's drawing
    };
    Q_ENUM(Role)

    // `store` is not owned and may be null (the model is then empty).
    explicit InventoryModel(ContentStore* store = nullptr, QObject* parent = nullptr);

    void setStore(ContentStore* store);
    QString language() const { return m_language; }
    Q_INVOKABLE void setLanguage(const QString& language);
    QString category() const { return m_category; }
    void setCategory(const QString& category);
    QString audience() const { return m_audience; }
    void setAudience(const QString& audience);
    QString place() const { return m_place; }
    void setPlace(const QString& place);
    QString availability() const { return m_availability; }
    void setAvailability(const QString& availability);
    QVariantList categories() const;

    // Reads the rows from the store again (after a staff edit).
    Q_INVOKABLE void reload();
    // Empties every filter.
    Q_INVOKABLE void clearFilters();
    // All roles of one row as a map; empty for an invalid row.
    Q_INVOKABLE QVariantMap get(int row) const;
    // The first shown row that belongs to the game article `itemKey` (the
    // collection object a game screen leads back to); -1 when none is shown.
    Q_INVOKABLE int rowOfGame(const QString& itemKey) const;

    // One row as a map of the roles above, with titles looked up in
    // `titles` (item key -> texts of that item: lists and games).
    static QVariantMap rowMap(const InventoryRow& row, const QString& language,
                              const QHash<QString, LocalizedTexts>& titles);

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

signals:
    void languageChanged();
    void filterChanged();
    void countChanged();
    void categoriesChanged();

private:
    QString rowPicture(const InventoryRow& row) const;
    static QVariant value(const InventoryRow& row, int role, const QString& language,
                          const QHash<QString, LocalizedTexts>& titles);
    bool passes(const InventoryRow& row, bool ignoreCategory) const;
    void setFilter(QString& member, const QString& value);
    // Recomputes the visible rows (inside a model reset) and the categories.
    void refilter();
    void updateCategories();

    ContentStore* m_store = nullptr;
    QString m_language = kFallbackLanguage;
    QString m_category;
    QString m_audience;
    QString m_place;
    QString m_availability;
    QList<InventoryRow> m_all;
    QList<int> m_visible; // indexes into m_all
    QHash<QString, LocalizedTexts> m_titles;
    QVariantList m_categories;
};

} // namespace zv
