#include "editor/item_editor.h"

#include "editor/details_page.h"
#include "editor/field_labels.h"
#include "editor/inventory_page.h"
#include "editor/item_document.h"
#include "editor/media_page.h"
#include "editor/parts_editor.h"
#include "editor/song_page.h"
#include "editor/texts_page.h"

#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QTabWidget>
#include <QVBoxLayout>

namespace zv {

ItemEditor::ItemEditor(ItemDocument* document, const QString& mediaDirectory, QWidget* parent)
    : QWidget(parent), m_document(document), m_second(QStringLiteral("en"))
{
    setObjectName(QStringLiteral("itemEditor"));
    auto* layout = new QVBoxLayout(this);
    auto* head = new QHBoxLayout;
    auto* titles = new QVBoxLayout;
    m_title = new QLabel(this);
    m_title->setObjectName(QStringLiteral("itemHeading"));
    QFont big = m_title->font();
    big.setPointSizeF(big.pointSizeF() * 1.4);
    big.setBold(true);
    m_title->setFont(big);
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("itemStatus"));
    m_status->setWordWrap(true);
    titles->addWidget(m_title);
    titles->addWidget(m_status);
    head->addLayout(titles, 1);
    head->addWidget(new QLabel(tr("Zweite Sprache:"), this));
    m_language = new QComboBox(this);
    m_language->setObjectName(QStringLiteral("secondLanguage"));
    head->addWidget(m_language);
    m_preview = new QCheckBox(tr("Vorschau"), this);
    m_preview->setObjectName(QStringLiteral("previewToggle"));
    m_preview->setChecked(true);
    head->addWidget(m_preview);
    layout->addLayout(head);

    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("itemTabs"));
    m_texts = new TextsPage(document, m_tabs);
    m_schedule = new PartsEditor(document, PartsEditor::Kind::Schedule, mediaDirectory, m_tabs);
    m_steps = new PartsEditor(document, PartsEditor::Kind::Steps, mediaDirectory, m_tabs);
    m_verses = new PartsEditor(document, PartsEditor::Kind::Verses, mediaDirectory, m_tabs);
    m_melody = new SongPage(document, m_tabs);
    m_inventory = new InventoryPage(document, m_tabs);
    m_media = new MediaPage(document, mediaDirectory, m_tabs);
    m_details = new DetailsPage(document, m_tabs);
    m_tabs->addTab(m_texts, tr("Texte"));
    m_tabs->addTab(m_schedule, tr("Tagesablauf"));
    m_tabs->addTab(m_steps, tr("Schritte"));
    m_tabs->addTab(m_verses, tr("Strophen"));
    m_tabs->addTab(m_melody, tr("Melodie"));
    m_tabs->addTab(m_inventory, tr("Inventar"));
    m_tabs->addTab(m_media, tr("Bilder und Ton"));
    m_tabs->addTab(m_details, tr("Notizen und Einordnung"));
    layout->addWidget(m_tabs, 1);

    connect(m_language, &QComboBox::currentIndexChanged, this, [this] {
        const QString language = m_language->currentData().toString();
        if (!language.isEmpty() && language != m_second)
            setSecondLanguage(language);
    });
    connect(m_preview, &QCheckBox::toggled, m_texts, &TextsPage::setPreviewVisible);
    connect(m_document, &ItemDocument::loaded, this, &ItemEditor::itemLoaded);
    connect(m_document, &ItemDocument::changed, this,
            [this] { m_title->setText(m_document->item().title(kFallbackLanguage)); });
    setLanguages({QStringLiteral("en")});
    itemLoaded();
}

void ItemEditor::setLanguages(const QStringList& languages)
{
    const QSignalBlocker quiet(m_language);
    m_language->clear();
    for (const QString& language : languages) {
        if (language != kFallbackLanguage)
            m_language->addItem(languageName(language), language);
    }
    const int index = m_language->findData(m_second);
    m_language->setCurrentIndex(std::max(0, index));
    if (index < 0 && m_language->count() > 0)
        setSecondLanguage(m_language->currentData().toString());
}

void ItemEditor::setSecondLanguage(const QString& language)
{
    m_second = language;
    {
        const QSignalBlocker quiet(m_language);
        m_language->setCurrentIndex(std::max(0, m_language->findData(language)));
    }
    m_texts->setSecondLanguage(language);
    for (PartsEditor* parts : {m_schedule, m_steps, m_verses})
        parts->setSecondLanguage(language);
    m_inventory->setSecondLanguage(language);
    m_details->setSecondLanguage(language);
    m_media->setSecondLanguage(language);
    emit secondLanguageChanged(language);
}

void ItemEditor::setGames(const QList<QPair<QString, QString>>& games)
{
    m_inventory->setGames(games);
}

void ItemEditor::setTakenKeys(const QStringList& rowKeys, const QStringList& mediaKeys)
{
    m_inventory->setTakenKeys(rowKeys);
    m_media->setTakenKeys(mediaKeys);
}

void ItemEditor::setStatus(const QString& html)
{
    m_status->setText(html);
}

PartsEditor* ItemEditor::partsEditor() const
{
    const QString& kind = m_document->item().kind;
    if (kind == QLatin1String("person"))
        return m_schedule;
    if (kind == QLatin1String("hairstyle"))
        return m_steps;
    if (kind == QLatin1String("song"))
        return m_verses;
    return nullptr;
}

void ItemEditor::showPage(const QString& objectName)
{
    for (int i = 0; i < m_tabs->count(); ++i) {
        if (m_tabs->widget(i)->objectName() == objectName && m_tabs->isTabVisible(i)) {
            m_tabs->setCurrentIndex(i);
            return;
        }
    }
}

void ItemEditor::itemLoaded()
{
    const Item& item = m_document->item();
    const bool loaded = m_document->isLoaded();
    // The page staff were on, when the next item has it too.
    QWidget* before = m_tabs->currentWidget();
    setEnabled(loaded);
    m_title->setText(loaded ? item.title(kFallbackLanguage) : tr("Kein Eintrag gewählt"));
    if (!loaded)
        m_status->setText(tr("Wählen Sie links einen Eintrag aus."));
    // The list tab of the item's kind; an item of another kind that has
    // such entries anyway keeps them editable.
    const auto visible = [&](QWidget* page, bool show) {
        m_tabs->setTabVisible(m_tabs->indexOf(page), loaded && show);
    };
    visible(m_texts, true);
    visible(m_schedule, item.kind == QLatin1String("person") || !item.schedule.isEmpty());
    visible(m_steps, item.kind == QLatin1String("hairstyle") || !item.steps.isEmpty());
    visible(m_verses, item.kind == QLatin1String("song") || !item.verses.isEmpty());
    visible(m_melody, item.kind == QLatin1String("song") || !item.melodyAbc.isEmpty());
    visible(m_inventory, item.kind == QLatin1String("inventory") || !item.rows.isEmpty());
    visible(m_media, true);
    visible(m_details, true);
    m_tabs->setCurrentIndex(m_tabs->isTabVisible(m_tabs->indexOf(before)) ? m_tabs->indexOf(before)
                                                                          : 0);
}

} // namespace zv
