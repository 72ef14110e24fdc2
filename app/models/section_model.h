#pragma once

// SectionModel: the exhibit's sections for the kiosk's home screen, in the
// current content language. A plain list model over ContentStore::sections();
// the kiosk exposes an instance through a property (no QML_ELEMENT here).
//
// Role names (what QML delegates bind to):
//   key        string  section key, e.g. "spiele"
//   title      string  title in the current language (German when missing)
//   summary    string  one or two sentences for the tile
//   kind       string  games, inventory, people, hairstyles, songs, about
//   sortOrder  int     order on the home screen (the model is sorted by it)
//   accent     string  "#rrggbb" accent colour of the tile
//   icon       string  icon name of the section
//   emblem     string  URL of the section's picture, "emblem_<icon>.svg" from
//                      the media folder or the bundled drawings, else ""
//   itemCount  int     number of items in the section
//   isFallback bool    true when a text of this row fell back to German

#include "models/site_choice.h"
#include "store/content_types.h"

#include "replacing_list_model.h"

#include <QAbstractListModel>
#include <QList>

namespace zv {

class ContentStore;

class SectionModel : public ReplacingListModel {
    Q_OBJECT
    Q_PROPERTY(QString language READ language WRITE setLanguage NOTIFY languageChanged)
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)

public:
    enum Role {
        KeyRole = Qt::UserRole + 1,
        TitleRole,
        SummaryRole,
        KindRole,
        SortOrderRole,
        AccentRole,
        IconRole,
        ItemCountRole,
        IsFallbackRole,
        EmblemRole,
    };
    Q_ENUM(Role)

    // `store` is not owned and may be null (the model is then empty).
    explicit SectionModel(ContentStore* store = nullptr, QObject* parent = nullptr);

    void setStore(ContentStore* store);
    QString language() const { return m_language; }
    Q_INVOKABLE void setLanguage(const QString& language);
    // Shows only the sections the site chose (kiosk.conf); reloads.
    void setSiteChoice(const SiteChoice& choice);
    // Reads the sections from the store again (after a staff edit).
    Q_INVOKABLE void reload();
    // The key of the section in `row`, or empty.
    Q_INVOKABLE QString keyAt(int row) const;

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

signals:
    void languageChanged();
    void countChanged();

private:
    ContentStore* m_store = nullptr;
    QString m_language = kFallbackLanguage;
    QList<Section> m_sections;
    QList<int> m_itemCounts;
    SiteChoice m_choice;
};

} // namespace zv
