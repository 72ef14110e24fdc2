#include "editor/history_view.h"

#include "editor/field_labels.h"
#include "editor/text_diff.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSplitter>
#include <QTextBrowser>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace zv {

namespace {
QString when(const QDateTime& time)
{
    return QLocale(QLocale::German, QLocale::Germany)
        .toString(time.toLocalTime(), QStringLiteral("dd.MM.yyyy HH:mm"));
}
// Day and time; the year is in the tooltip (history of one season).
QString shortWhen(const QDateTime& time)
{
    return QLocale(QLocale::German, QLocale::Germany)
        .toString(time.toLocalTime(), QStringLiteral("dd.MM. HH:mm"));
}
} // namespace

HistoryView::HistoryView(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("historyView"));
    setMinimumWidth(360);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    auto* split = new QSplitter(Qt::Vertical, this);
    m_list = new QTreeWidget(split);
    m_list->setObjectName(QStringLiteral("revisionList"));
    m_list->setRootIsDecorated(false);
    m_list->setHeaderLabels({tr("Wann"), tr("Wer"), tr("Was"), tr("Stand")});
    m_list->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_list->header()->setSectionResizeMode(2, QHeaderView::Stretch);
    m_list->header()->setStretchLastSection(false);
    m_list->setWordWrap(false);
    m_diff = new QTextBrowser(split);
    m_diff->setObjectName(QStringLiteral("revisionDiff"));
    split->addWidget(m_list);
    split->addWidget(m_diff);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    layout->addWidget(split, 1);
    auto* buttons = new QHBoxLayout;
    m_restoreValue = new QPushButton(tr("Früheren Wert zurückholen"), this);
    m_restoreValue->setObjectName(QStringLiteral("restoreValue"));
    m_restoreValue->setToolTip(tr("Setzt dieses Feld auf den Wert vor der gewählten Änderung."));
    m_restoreItem = new QPushButton(tr("Ganzen Eintrag auf diesen Stand"), this);
    m_restoreItem->setObjectName(QStringLiteral("restoreItem"));
    m_restoreItem->setToolTip(
        tr("Setzt den ganzen Eintrag auf den Stand direkt nach der gewählten Änderung."));
    buttons->addWidget(m_restoreValue);
    buttons->addWidget(m_restoreItem);
    layout->addLayout(buttons);
    connect(m_list, &QTreeWidget::currentItemChanged, this, &HistoryView::showCurrent);
    connect(m_restoreValue, &QPushButton::clicked, this, [this] {
        if (const Revision* revision = current())
            emit restoreValueRequested(*revision);
    });
    connect(m_restoreItem, &QPushButton::clicked, this, [this] {
        if (const Revision* revision = current())
            emit restoreItemRequested(*revision);
    });
    showCurrent();
}

void HistoryView::setRevisions(const QList<Revision>& revisions, const Item& item)
{
    m_revisions = revisions;
    m_item = item;
    const QSignalBlocker quiet(m_list);
    m_list->clear();
    for (const Revision& revision : revisions) {
        const QString state = revision.publishedAt.isValid() ? tr("veröffentlicht") : tr("Entwurf");
        const QString what = fieldPathLabel({revision.language, revision.field}, item);
        auto* row = new QTreeWidgetItem(
            m_list, {shortWhen(revision.changedAt), revision.author, what, state});
        row->setToolTip(0, when(revision.changedAt));
        row->setToolTip(2, what);
        row->setToolTip(3, revision.publishedAt.isValid()
                               ? tr("veröffentlicht am %1").arg(when(revision.publishedAt))
                               : tr("noch nicht am Bildschirm"));
        if (!revision.publishedAt.isValid())
            row->setForeground(3, QColor(0x8a, 0x5a, 0x00));
    }
    showCurrent();
}

const Revision* HistoryView::current() const
{
    const int row = m_list->indexOfTopLevelItem(m_list->currentItem());
    return row >= 0 && row < m_revisions.size() ? &m_revisions.at(row) : nullptr;
}

void HistoryView::select(int row)
{
    m_list->setCurrentItem(m_list->topLevelItem(row));
}

void HistoryView::showCurrent()
{
    const Revision* revision = current();
    m_restoreValue->setEnabled(revision);
    m_restoreItem->setEnabled(revision);
    if (!revision) {
        m_diff->setHtml(m_revisions.isEmpty()
                            ? tr("<i>Dieser Eintrag wurde noch nicht geändert.</i>")
                            : tr("<i>Eine Änderung wählen, um sie zu sehen.</i>"));
        return;
    }
    DiffCounts counts;
    const QString body = wordDiffHtml(revision->oldValue, revision->newValue, &counts);
    const QString head =
        tr("<p><b>%1</b><br>%2 · %3 · %4 Wörter entfernt, %5 hinzugefügt</p>")
            .arg(fieldPathLabel({revision->language, revision->field}, m_item).toHtmlEscaped(),
                 revision->author.toHtmlEscaped(), when(revision->changedAt))
            .arg(counts.removed)
            .arg(counts.added);
    m_diff->setHtml(head + QStringLiteral("<p>") + (body.isEmpty() ? tr("<i>(leer)</i>") : body) +
                    QStringLiteral("</p>"));
}

} // namespace zv
