#include "editor/details_page.h"

#include "editor/field_labels.h"
#include "editor/item_document.h"
#include "editor/text_binding.h"
#include "store/provenance.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QVBoxLayout>

namespace zv {

DetailsPage::DetailsPage(ItemDocument* document, QWidget* parent)
    : QWidget(parent), m_document(document)
{
    setObjectName(QStringLiteral("detailsPage"));
    auto* layout = new QVBoxLayout(this);
    m_kind = new QLabel(this);
    layout->addWidget(m_kind);
    m_review = new QCheckBox(tr("zu prüfen – dieser Eintrag muss noch am Original oder an der "
                                "Quelle geprüft werden"),
                             this);
    m_review->setObjectName(QStringLiteral("needsReview"));
    layout->addWidget(m_review);
    layout->addWidget(new QLabel(tr("<b>Notiz für das Personal</b> (nie am Bildschirm zu sehen): "
                                    "Quellen, Lesarten, offene Fragen"),
                                 this));
    auto* note = new QPlainTextEdit(this);
    note->setObjectName(QStringLiteral("staffNote"));
    note->setTabChangesFocus(true);
    new TextBinding(m_document, note, {QString(), QStringLiteral("staff_note")});
    layout->addWidget(note, 1);
    layout->addWidget(buildSourceNote());

    m_classification = new QGroupBox(tr("Einordnung"), this);
    auto* form = new QFormLayout(m_classification);
    form->addRow(tr("Kategorie"),
                 addChoice(QStringLiteral("category"), keyword::gameCategories(), true));
    auto* audience = new QHBoxLayout;
    m_adults = new QCheckBox(keywordLabel(QStringLiteral("adults")), m_classification);
    m_children = new QCheckBox(keywordLabel(QStringLiteral("children")), m_classification);
    audience->addWidget(m_adults);
    audience->addWidget(m_children);
    audience->addStretch(1);
    form->addRow(tr("Für"), audience);
    form->addRow(tr("Ort"), addChoice(QStringLiteral("place"), keyword::gamePlaces(), false));
    form->addRow(tr("Art"), addChoice(QStringLiteral("group"), keyword::gameGroups(), false));
    layout->addWidget(m_classification);

    connect(m_review, &QCheckBox::toggled, this, [this](bool on) {
        if (!m_refreshing)
            m_document->setField({QString(), QStringLiteral("needs_review")},
                                 on ? QStringLiteral("1") : QStringLiteral("0"));
    });
    const auto audienceChanged = [this] {
        if (m_refreshing)
            return;
        QStringList chosen;
        if (m_adults->isChecked())
            chosen.append(QStringLiteral("adults"));
        if (m_children->isChecked())
            chosen.append(QStringLiteral("children"));
        m_document->setField({QString(), QStringLiteral("audience")},
                             chosen.join(QLatin1Char(',')));
    };
    connect(m_adults, &QCheckBox::toggled, this, audienceChanged);
    connect(m_children, &QCheckBox::toggled, this, audienceChanged);
    connect(m_document, &ItemDocument::changed, this, &DetailsPage::refresh);
    refresh();
}

QGroupBox* DetailsPage::buildSourceNote()
{
    auto* box = new QGroupBox(tr("Quellenvermerk (am Ende des Artikels zu lesen)"), this);
    auto* form = new QFormLayout(box);
    m_provenance = new QComboBox(box);
    m_provenance->setObjectName(QStringLiteral("provenance"));
    m_provenance->addItem(provenance::kindLabel(QString(), kFallbackLanguage), QString());
    for (const QString& kind : provenance::kinds())
        m_provenance->addItem(provenance::kindLabel(kind, kFallbackLanguage), kind);
    connect(m_provenance, &QComboBox::currentIndexChanged, this, [this] {
        if (!m_refreshing)
            m_document->setField({QString(), QStringLiteral("provenance")},
                                 m_provenance->currentData().toString());
    });
    form->addRow(tr("Herkunft"), m_provenance);
    auto* noteDe = new QLineEdit(box);
    noteDe->setObjectName(QStringLiteral("provenanceNote_de"));
    noteDe->setPlaceholderText(tr("was ergänzt ist, z. B. „Geschichte nach allgemeiner "
                                  "Spielliteratur“"));
    new TextBinding(m_document, noteDe, {kFallbackLanguage, field::provenanceNote});
    form->addRow(tr("Ergänzt (Deutsch)"), noteDe);
    auto* noteSecond = new QLineEdit(box);
    noteSecond->setObjectName(QStringLiteral("provenanceNote_second"));
    m_noteSecond =
        new TextBinding(m_document, noteSecond, {QStringLiteral("en"), field::provenanceNote});
    m_noteSecondLabel = new QLabel(box);
    form->addRow(m_noteSecondLabel, noteSecond);
    m_sourcePreview = new QLabel(box);
    m_sourcePreview->setObjectName(QStringLiteral("sourceNotePreview"));
    m_sourcePreview->setWordWrap(true);
    form->addRow(tr("Am Bildschirm"), m_sourcePreview);
    m_noteSecondLabel->setText(tr("Ergänzt (%1)").arg(languageName(QStringLiteral("en"))));
    return box;
}

void DetailsPage::setSecondLanguage(const QString& language)
{
    m_noteSecond->setKey({language, field::provenanceNote});
    m_noteSecondLabel->setText(tr("Ergänzt (%1)").arg(languageName(language)));
    refresh();
}

QComboBox* DetailsPage::addChoice(const QString& path, const QStringList& values, bool categories)
{
    auto* combo = new QComboBox(this);
    combo->setObjectName(QStringLiteral("choice_") + path);
    combo->addItem(tr("(keine Angabe)"), QString());
    for (const QString& value : values)
        combo->addItem(categories ? categoryLabel(value) : keywordLabel(value), value);
    connect(combo, &QComboBox::currentIndexChanged, this, [this, combo, path] {
        if (!m_refreshing)
            m_document->setField({QString(), path}, combo->currentData().toString());
    });
    m_choices.append({combo, path});
    return combo;
}

void DetailsPage::refresh()
{
    m_refreshing = true;
    const Item& item = m_document->item();
    m_kind->setText(tr("<b>%1</b> · Schlüssel %2%3")
                        .arg(kindLabel(item.kind), item.key,
                             item.playable() ? tr(" · am Bildschirm spielbar") : QString()));
    m_review->setChecked(item.needsReview);
    m_provenance->setCurrentIndex(std::max(0, m_provenance->findData(item.provenance)));
    const QString second = m_noteSecond->key().language;
    const QString de = provenance::line(item, kFallbackLanguage);
    m_sourcePreview->setText(
        de.isEmpty()
            ? tr("<i>Noch kein Quellenvermerk: „content check“ meldet das.</i>")
            : QStringLiteral("%1<br><i>%2</i>")
                  .arg(de.toHtmlEscaped(), provenance::line(item, second).toHtmlEscaped()));
    for (const auto& choice : std::as_const(m_choices))
        choice.first->setCurrentIndex(
            std::max(0, choice.first->findData(m_document->field({QString(), choice.second}))));
    m_adults->setChecked(item.audience.contains(QStringLiteral("adults")));
    m_children->setChecked(item.audience.contains(QStringLiteral("children")));
    // Only games and inventory lists are classified (an inventory list's
    // audience and place are its rows' defaults).
    const bool classified =
        item.kind == QLatin1String("game") || item.kind == QLatin1String("inventory");
    m_classification->setVisible(classified);
    m_refreshing = false;
}

} // namespace zv
