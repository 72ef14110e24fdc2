#include "editor/write_messages.h"

#include <QCoreApplication>

namespace zv {

QString writeMessageDe(const WriteResult& result)
{
    const auto tr = [](const char* text) {
        return QCoreApplication::translate("zv::WriteMessages", text);
    };
    if (!result.messageDe.isEmpty())
        return result.messageDe;
    switch (result.problem) {
    case WriteProblem::None:
        break;
    case WriteProblem::Busy:
        return tr("Der Inhaltsspeicher ist gerade von einem anderen Programm belegt (z. B. einem "
                  "zweiten Editor, der veröffentlicht). Ihre Änderungen sind noch im Fenster; "
                  "der Editor versucht es gleich noch einmal.");
    case WriteProblem::DiskFull:
        return tr("Der Datenträger ist voll. Ihre Änderungen sind noch im Fenster, aber nicht "
                  "gespeichert. Bitte schaffen Sie Platz (z. B. alte Dateien löschen) und "
                  "wählen Sie dann „Speichern“.");
    case WriteProblem::ReadOnly:
        return tr("In den Inhaltsspeicher kann nicht geschrieben werden (schreibgeschützt oder "
                  "fehlende Rechte). Ihre Änderungen sind noch im Fenster, aber nicht "
                  "gespeichert.");
    case WriteProblem::Damaged:
        return tr("Der Inhaltsspeicher ist beschädigt. Ihre Änderungen sind noch im Fenster. "
                  "Bitte den Editor schließen und neu öffnen; er bietet dann an, eine "
                  "Sicherung zurückzuholen.");
    case WriteProblem::Invalid:
        return tr("Die Änderung passt nicht zum Inhaltsspeicher und wurde nicht gespeichert.");
    case WriteProblem::Other:
        break;
    }
    return tr("Speichern war nicht möglich; es wurde nichts halb gespeichert. Ihre Änderungen "
              "sind noch im Fenster.");
}

} // namespace zv
