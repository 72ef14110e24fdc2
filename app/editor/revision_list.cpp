#include "editor/revision_list.h"

#include <QHeaderView>
#include <QLocale>

namespace zv {

namespace {
// Long texts are cut in the list; the tooltip holds the whole value.
QString preview(const QString& text)
{
    QString flat = text.simplified();
    if (flat.isEmpty())
        return QObject::tr("(leer)");
    if (flat.size() > 80)
        flat = flat.left(79) + QChar(0x2026);
    return flat;
}
} // namespace

QString fieldLabel(const QString& fieldName)
{
    if (fieldName == field::title)
        return QObject::tr("Titel");
    if (fieldName == field::summary)
        return QObject::tr("Kurztext");
    if (fieldName == field::body)
        return QObject::tr("Text");
    if (fieldName == field::history)
        return QObject::tr("Geschichte");
    if (fieldName == field::rulesChildren)
        return QObject::tr("Regeln für Kinder");
    if (fieldName == field::rulesAdults)
        return QObject::tr("Regeln für Erwachsene");
    return fieldName;
}

RevisionList::RevisionList(QWidget* parent) : QTreeWidget(parent)
{
    setObjectName(QStringLiteral("revisionList"));
    setRootIsDecorated(false);
    setHeaderLabels(
        {tr("Wann"), tr("Wer"), tr("Sprache"), tr("Feld"), tr("Vorher"), tr("Nachher")});
    header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    header()->setSectionResizeMode(4, QHeaderView::Stretch);
    header()->setSectionResizeMode(5, QHeaderView::Stretch);
}

void RevisionList::setRevisions(const QList<Revision>& revisions)
{
    clear();
    const QLocale german(QLocale::German, QLocale::Germany);
    for (const Revision& revision : revisions) {
        auto* row = new QTreeWidgetItem(
            this,
            {german.toString(revision.changedAt.toLocalTime(), QStringLiteral("dd.MM.yyyy HH:mm")),
             revision.author, revision.language, fieldLabel(revision.field),
             preview(revision.oldValue), preview(revision.newValue)});
        row->setToolTip(4, revision.oldValue);
        row->setToolTip(5, revision.newValue);
    }
}

} // namespace zv
