// Plain-language messages about opening the store, for staff: the kiosk logs
// them, the editor shows them. German first, English complete.

#include "store/store_opener.h"

namespace zv::messages {

namespace {
void set(OpenReport& report, const QString& de, const QString& en)
{
    report.messageDe = de;
    report.messageEn = en;
}

void addMigrationNote(OpenReport& report)
{
    if (report.migratedFromVersion <= 0)
        return;
    report.messageDe +=
        QStringLiteral(" Er stammte von einer älteren Programmversion (Schema %1) "
                       "und wurde aktualisiert; eine Sicherungskopie liegt unter %2.")
            .arg(report.migratedFromVersion)
            .arg(report.backupPath);
    report.messageEn += QStringLiteral(" It came from an older version of the program (schema %1) "
                                       "and was updated; a backup copy is at %2.")
                            .arg(report.migratedFromVersion)
                            .arg(report.backupPath);
}
} // namespace

void opened(OpenReport& report)
{
    set(report, QStringLiteral("Der Inhaltsspeicher wurde geöffnet: %1.").arg(report.usedPath),
        QStringLiteral("The content store was opened: %1.").arg(report.usedPath));
    addMigrationNote(report);
}

void created(OpenReport& report)
{
    set(report,
        QStringLiteral("Es gab noch keinen Inhaltsspeicher. Ein neuer wurde aus den "
                       "mitgelieferten Inhalten angelegt: %1.")
            .arg(report.usedPath),
        QStringLiteral("There was no content store yet. A new one was created from the bundled "
                       "content: %1.")
            .arg(report.usedPath));
}

void recovered(OpenReport& report, const StoreProblem& problem)
{
    report.technicalDetail = problem.technical;
    set(report,
        QStringLiteral("Der Inhaltsspeicher %1 war nicht zu gebrauchen (%2). Die alte Datei wurde "
                       "nicht gelöscht, sondern nach %3 verschoben. Ein neuer Speicher mit den "
                       "mitgelieferten Inhalten wurde angelegt; Änderungen aus der alten Datei "
                       "fehlen darin.")
            .arg(report.requestedPath, problem.reasonDe, report.brokenFileMovedTo),
        QStringLiteral("The content store %1 could not be used (%2). The old file was not "
                       "deleted but moved to %3. A new store was created from the bundled "
                       "content; changes made in the old file are not in it.")
            .arg(report.requestedPath, problem.reasonEn, report.brokenFileMovedTo));
}

void fallback(OpenReport& report, const StoreProblem& problem)
{
    report.technicalDetail = problem.technical;
    const QString keptDe =
        report.brokenFileMovedTo.isEmpty()
            ? QStringLiteral("Die vorhandene Datei wurde nicht verändert.")
            : QStringLiteral("Die alte Datei liegt jetzt unter %1.").arg(report.brokenFileMovedTo);
    const QString keptEn =
        report.brokenFileMovedTo.isEmpty()
            ? QStringLiteral("The existing file was left unchanged.")
            : QStringLiteral("The old file is now at %1.").arg(report.brokenFileMovedTo);
    set(report,
        QStringLiteral("Der Inhaltsspeicher %1 kann nicht benutzt werden (%2). %3 Die Ausstellung "
                       "läuft mit einer vorübergehenden Kopie der mitgelieferten Inhalte in %4; "
                       "Änderungen dort gehen beim Neustart verloren.")
            .arg(report.requestedPath, problem.reasonDe, keptDe, report.usedPath),
        QStringLiteral("The content store %1 cannot be used (%2). %3 The exhibit runs on a "
                       "temporary copy of the bundled content in %4; changes there are lost at "
                       "the next start.")
            .arg(report.requestedPath, problem.reasonEn, keptEn, report.usedPath));
}

void failed(OpenReport& report, const StoreProblem& problem)
{
    report.outcome = OpenReport::Outcome::Failed;
    report.technicalDetail = problem.technical;
    report.canRestoreFromBundled = problem.kind == StoreProblem::Kind::Broken;
    QString adviceDe;
    QString adviceEn;
    switch (problem.kind) {
    case StoreProblem::Kind::Broken:
        adviceDe = QStringLiteral("Es wurde nichts verändert. Der Speicher kann aus den "
                                  "mitgelieferten Inhalten neu angelegt werden; die alte Datei "
                                  "wird dabei aufbewahrt, nicht gelöscht.");
        adviceEn = QStringLiteral("Nothing was changed. The store can be created anew from the "
                                  "bundled content; the old file is then kept, not deleted.");
        break;
    case StoreProblem::Kind::Newer:
        adviceDe = QStringLiteral("Es wurde nichts verändert. Bitte eine neuere Version des "
                                  "Programms verwenden.");
        adviceEn =
            QStringLiteral("Nothing was changed. Please use a newer version of the program.");
        break;
    case StoreProblem::Kind::Unusable:
    case StoreProblem::Kind::None:
        adviceDe = QStringLiteral("Bitte einen anderen Datenordner wählen (--data ORDNER) oder "
                                  "die Technik informieren.");
        adviceEn = QStringLiteral("Please choose another data folder (--data DIR) or tell the "
                                  "technical staff.");
        break;
    }
    set(report,
        QStringLiteral("Der Inhaltsspeicher %1 kann nicht geöffnet werden: %2. %3")
            .arg(report.requestedPath, problem.reasonDe, adviceDe),
        QStringLiteral("The content store %1 cannot be opened: %2. %3")
            .arg(report.requestedPath, problem.reasonEn, adviceEn));
}

} // namespace zv::messages
