#include "editor/markdown_field.h"

#include "editor/field_labels.h"
#include "editor/item_document.h"
#include "editor/text_binding.h"
#include "editor/word_guide.h"

#include <QGridLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QScrollBar>
#include <QTextBrowser>
#include <QTimer>

namespace zv {

namespace {
// The preview is re-laid out a moment after typing stops, not per letter.
constexpr int kPreviewDelayMs = 250;
} // namespace

MarkdownField::MarkdownField(ItemDocument* document, const QString& fieldName, QWidget* parent)
    : QWidget(parent), m_document(document), m_field(fieldName), m_second(QStringLiteral("en"))
{
    setObjectName(QStringLiteral("markdown_") + fieldName);
    auto* grid = new QGridLayout(this);
    grid->setContentsMargins(4, 4, 4, 4);
    m_german = makeColumn(kFallbackLanguage);
    m_other = makeColumn(m_second);
    int column = 0;
    for (Column* c : {&m_german, &m_other}) {
        grid->addWidget(c->heading, 0, column);
        grid->addWidget(c->editor, 1, column);
        grid->addWidget(c->guide, 2, column);
        grid->addWidget(c->preview, 3, column);
        ++column;
    }
    grid->setRowStretch(1, 3);
    grid->setRowStretch(3, 2);
    m_delay = new QTimer(this);
    m_delay->setSingleShot(true);
    m_delay->setInterval(kPreviewDelayMs);
    connect(m_delay, &QTimer::timeout, this, &MarkdownField::update);
    connect(m_document, &ItemDocument::changed, m_delay, qOverload<>(&QTimer::start));
    connect(m_document, &ItemDocument::loaded, this, &MarkdownField::update);
    update();
}

MarkdownField::Column MarkdownField::makeColumn(const QString& language)
{
    Column column;
    column.heading = new QLabel(this);
    column.editor = new QPlainTextEdit(this);
    column.editor->setObjectName(m_field + QLatin1Char('_') + language);
    column.editor->setTabChangesFocus(true);
    column.editor->setAccessibleName(fieldLabel(m_field));
    column.binding = new TextBinding(m_document, column.editor, {language, m_field});
    column.guide = new QLabel(this);
    column.guide->setObjectName(QStringLiteral("guide_%1_%2").arg(m_field, language));
    column.guide->setWordWrap(true);
    column.preview = new QTextBrowser(this);
    column.preview->setObjectName(QStringLiteral("preview_%1_%2").arg(m_field, language));
    column.preview->setOpenLinks(false);
    // The kiosk's paper and type, so the preview reads like the screen.
    column.preview->setStyleSheet(
        QStringLiteral("QTextBrowser { background: #fbf6ea; color: #2b1d14; "
                       "font-family: 'Noto Serif'; font-size: 11pt; }"));
    return column;
}

void MarkdownField::setSecondLanguage(const QString& language)
{
    m_second = language;
    m_other.editor->setObjectName(m_field + QLatin1Char('_') + language);
    m_other.binding->setKey({language, m_field});
    update();
}

void MarkdownField::setPreviewVisible(bool visible)
{
    m_german.preview->setVisible(visible);
    m_other.preview->setVisible(visible);
}

bool MarkdownField::missingTranslation() const
{
    return !m_document->field({kFallbackLanguage, m_field}).trimmed().isEmpty() &&
           m_document->field({m_second, m_field}).trimmed().isEmpty();
}

void MarkdownField::updateColumn(Column& column, const QString& language)
{
    const QString text = m_document->field({language, m_field});
    const bool besideMaterials = m_document->item().kind == QLatin1String("game");
    const TextGuide guide = guideText(text, besideMaterials);
    QString heading = QStringLiteral("<b>%1</b>").arg(languageName(language));
    if (language != kFallbackLanguage && missingTranslation())
        heading +=
            QStringLiteral(" <span style=\"color:#a3201d\">– %1</span>").arg(tr("fehlt noch"));
    column.heading->setText(heading);
    column.guide->setText(guide.summaryDe());
    column.guide->setStyleSheet(guide.hasWarning() ? QStringLiteral("color: #a3201d;")
                                                   : QStringLiteral("color: #3d5a3a;"));
    m_warning = m_warning || guide.hasWarning();
    if (!column.preview->isHidden()) {
        const int scroll = column.preview->verticalScrollBar()->value();
        column.preview->setMarkdown(text);
        column.preview->verticalScrollBar()->setValue(scroll);
    }
}

void MarkdownField::update()
{
    m_warning = false;
    updateColumn(m_german, kFallbackLanguage);
    updateColumn(m_other, m_second);
    emit statusChanged();
}

} // namespace zv
