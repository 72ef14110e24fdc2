#include "editor/languages_dialog.h"

#include "editor/field_labels.h"
#include "store/content_store.h"
#include "store/translation_status.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QRegularExpression>
#include <QSpinBox>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace zv {

namespace {
// Languages staff are offered; any other two- or three-letter code may be typed.
const QStringList kOffered = {QStringLiteral("fr"), QStringLiteral("nl"), QStringLiteral("pl"),
                              QStringLiteral("cs"), QStringLiteral("da"), QStringLiteral("it"),
                              QStringLiteral("es"), QStringLiteral("sv"), QStringLiteral("uk")};
} // namespace

LanguagesDialog::LanguagesDialog(ContentStore& store, QWidget* parent)
    : QDialog(parent), m_store(store)
{
    setObjectName(QStringLiteral("languagesDialog"));
    setWindowTitle(tr("Sprachen"));
    resize(720, 400);
    auto* layout = new QVBoxLayout(this);
    auto* intro = new QLabel(tr("Der Bildschirm bietet eine Sprache an, sobald ihr Anteil "
                                "übersetzter Texte die Schwelle erreicht (gezählt wird, was "
                                "veröffentlicht ist). Deutsch ist immer da."),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    m_list = new QTreeWidget(this);
    m_list->setObjectName(QStringLiteral("languageList"));
    m_list->setRootIsDecorated(false);
    m_list->setHeaderLabels(
        {tr("Sprache"), tr("Übersetzt (mit Entwürfen)"), tr("Fehlend"), tr("Am Bildschirm")});
    m_list->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_list->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    layout->addWidget(m_list, 1);
    auto* controls = new QHBoxLayout;
    m_new = new QComboBox(this);
    m_new->setEditable(true);
    for (const QString& code : kOffered)
        m_new->addItem(QStringLiteral("%1 (%2)").arg(languageName(code), code), code);
    auto* add = new QPushButton(tr("Sprache hinzufügen"), this);
    m_threshold = new QSpinBox(this);
    m_threshold->setObjectName(QStringLiteral("languageThreshold"));
    m_threshold->setRange(0, 100);
    m_threshold->setSuffix(QStringLiteral(" %"));
    m_threshold->setValue(languageThreshold(store));
    auto* close = new QPushButton(tr("Schließen"), this);
    controls->addWidget(m_new);
    controls->addWidget(add);
    controls->addStretch(1);
    controls->addWidget(new QLabel(tr("Schwelle:"), this));
    controls->addWidget(m_threshold);
    controls->addWidget(close);
    layout->addLayout(controls);
    m_message = new QLabel(this);
    m_message->setWordWrap(true);
    layout->addWidget(m_message);
    connect(add, &QPushButton::clicked, this, [this] {
        const QString offered = m_new->currentData().toString();
        addLanguage(offered.isEmpty() ? m_new->currentText().trimmed().toLower() : offered);
    });
    connect(m_threshold, &QSpinBox::valueChanged, this, &LanguagesDialog::setThreshold);
    connect(close, &QPushButton::clicked, this, &QDialog::accept);
    refresh();
}

void LanguagesDialog::refresh()
{
    m_list->clear();
    QList<Item> editable;
    for (const EditableItem& item : m_store.editableItems())
        editable.append(item.item);
    const QStringList ready = kioskReadyLanguages(m_store);
    for (const QString& language : exhibitLanguages(m_store)) {
        if (language == kFallbackLanguage) {
            new QTreeWidgetItem(m_list,
                                {languageName(language), tr("Grundsprache"), QString(), tr("ja")});
            continue;
        }
        const TranslationStatus status = translationStatus(editable, language);
        new QTreeWidgetItem(m_list,
                            {languageName(language), QStringLiteral("%1 %").arg(status.percent()),
                             QString::number(status.missingCount()),
                             ready.contains(language) ? tr("ja") : tr("noch nicht")});
    }
}

bool LanguagesDialog::addLanguage(const QString& code)
{
    static const QRegularExpression pattern(QStringLiteral("^[a-z]{2,3}$"));
    QStringList languages = exhibitLanguages(m_store);
    if (!pattern.match(code).hasMatch()) {
        m_message->setText(tr("Bitte einen Sprachcode aus zwei oder drei Buchstaben angeben "
                              "(z. B. fr)."));
        return false;
    }
    if (languages.contains(code)) {
        m_message->setText(tr("%1 gibt es schon.").arg(languageName(code)));
        return false;
    }
    languages.append(code);
    QString error;
    if (!m_store.setSetting(QStringLiteral("languages"), languages.join(QLatin1Char(',')),
                            &error)) {
        m_message->setText(tr("Die Sprache konnte nicht gespeichert werden: %1").arg(error));
        return false;
    }
    m_message->setText(tr("%1 wurde hinzugefügt; im Editor ist es jetzt als zweite Sprache "
                          "wählbar.")
                           .arg(languageName(code)));
    refresh();
    emit languagesChanged();
    return true;
}

bool LanguagesDialog::setThreshold(int percent)
{
    QString error;
    const bool ok = m_store.setSetting(QStringLiteral("language_threshold"),
                                       QString::number(std::clamp(percent, 0, 100)), &error);
    refresh();
    if (ok)
        emit languagesChanged();
    return ok;
}

} // namespace zv
