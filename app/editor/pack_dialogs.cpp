#include "editor/pack_dialogs.h"

#include <QCoreApplication>
#include <QMessageBox>
#include <QPushButton>

namespace zv {

namespace {
QString tr(const char* text)
{
    return QCoreApplication::translate("zv::PackDialogs", text);
}
// The dialog shows this many lines; "Details" holds them all.
constexpr int kShownLines = 12;
} // namespace

QString packRemovalLines(const QList<PackRemoval>& removals)
{
    QStringList lines;
    for (const PackRemoval& removal : removals)
        lines.append(tr("Eintrag „%1“: %2").arg(removal.itemKey, removal.what));
    return lines.join(QLatin1Char('\n'));
}

bool confirmPackRemovals(QWidget* parent, const PackResult& check)
{
    QMessageBox box(QMessageBox::Warning, tr("Inhaltspaket: Inhalte würden entfernt"),
                    tr("Dieses Paket würde %1 Dinge entfernen oder leeren, mehr als die paar, die "
                       "beim gewöhnlichen Bearbeiten wegfallen. Das kann ein Paket aus einem "
                       "beschädigten Inhaltsspeicher sein.\n\nWirklich übernehmen?")
                        .arg(check.removals.size()),
                    QMessageBox::NoButton, parent);
    box.setObjectName(QStringLiteral("packRemovalsDialog"));
    const QStringList lines = packRemovalLines(check.removals).split(QLatin1Char('\n'));
    QString shown = lines.mid(0, kShownLines).join(QLatin1Char('\n'));
    if (lines.size() > kShownLines)
        shown += tr("\n… und %1 weitere (siehe „Details“)").arg(lines.size() - kShownLines);
    box.setInformativeText(tr("Es fiele weg:\n") + shown);
    box.setDetailedText(lines.join(QLatin1Char('\n')));
    QPushButton* confirm = box.addButton(tr("Entfernen und übernehmen"), QMessageBox::AcceptRole);
    confirm->setObjectName(QStringLiteral("confirmRemovals"));
    QPushButton* cancel = box.addButton(tr("Abbrechen, nichts ändern"), QMessageBox::RejectRole);
    box.setDefaultButton(cancel);
    box.setEscapeButton(cancel);
    box.exec();
    return box.clickedButton() == confirm;
}

void showPackFailure(QWidget* parent, const PackResult& result)
{
    QMessageBox box(QMessageBox::Warning, tr("Inhaltspaket"), result.messageDe, QMessageBox::Ok,
                    parent);
    box.setObjectName(QStringLiteral("packFailureDialog"));
    if (!result.problems.isEmpty()) {
        const QStringList shown = result.problems.mid(0, kShownLines);
        box.setInformativeText(shown.join(QLatin1Char('\n')) +
                               (result.problems.size() > kShownLines ? tr("\n…") : QString()));
    }
    if (!result.detail.isEmpty())
        box.setDetailedText(result.detail);
    box.exec();
}

} // namespace zv
