// Importing a content pack (see content_pack.h): the checks of
// content_pack_check.cpp first, then media files under temporary names, then
// one transaction of the store that puts them in place before it commits.

#include "store/content_pack.h"

#include "store/content_pack_p.h"
#include "store/media_names.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace zv {

namespace {

// Staff never see SQL: a store error in plain words, the SQL in `detail`.
void describeStoreFailure(const WriteResult& written, PackResult* result)
{
    const QString nothing = QStringLiteral(" Es wurde nichts übernommen.");
    const QString nothingEn = QStringLiteral(" Nothing was imported.");
    switch (written.status == WriteResult::Status::Conflict ? WriteProblem::None
                                                            : written.problem) {
    case WriteProblem::None:
        result->messageDe = QStringLiteral("Ein Eintrag wurde während des Imports an einem anderen "
                                           "Platz geändert. Bitte das Paket noch einmal "
                                           "importieren.") +
                            nothing;
        result->messageEn = QStringLiteral("An item was changed elsewhere during the import. "
                                           "Please import the pack again.") +
                            nothingEn;
        break;
    case WriteProblem::Busy:
        result->messageDe = QStringLiteral("Der Inhaltsspeicher ist gerade von einem anderen "
                                           "Programm belegt. Bitte gleich noch einmal versuchen.") +
                            nothing;
        result->messageEn = QStringLiteral("The content store is busy with another program. "
                                           "Please try again shortly.") +
                            nothingEn;
        break;
    case WriteProblem::DiskFull:
        result->messageDe = QStringLiteral("Der Datenträger ist voll.") + nothing;
        result->messageEn = QStringLiteral("The disk is full.") + nothingEn;
        break;
    case WriteProblem::ReadOnly:
        result->messageDe = QStringLiteral("In den Inhaltsspeicher kann nicht geschrieben werden "
                                           "(schreibgeschützt oder fehlende Rechte).") +
                            nothing;
        result->messageEn = QStringLiteral("The content store cannot be written (read-only or "
                                           "missing permissions).") +
                            nothingEn;
        break;
    case WriteProblem::Damaged:
        result->messageDe = QStringLiteral("Der Inhaltsspeicher ist beschädigt.") + nothing;
        result->messageEn = QStringLiteral("The content store is damaged.") + nothingEn;
        break;
    case WriteProblem::Invalid:
    case WriteProblem::Other:
        result->messageDe =
            QStringLiteral("Das Paket passt nicht zu diesem Inhaltsspeicher.") + nothing;
        result->messageEn = QStringLiteral("The pack does not fit this content store.") + nothingEn;
        break;
    }
    result->detail += written.detail;
}

// Media files written under temporary names (a leading dot: never a media
// name), put in place inside the store's transaction, removed if it fails.
class MediaWriter {
public:
    explicit MediaWriter(const QString& folder) : m_folder(folder) {}
    ~MediaWriter()
    {
        if (!m_done)
            rollBack();
    }
    MediaWriter(const MediaWriter&) = delete;
    MediaWriter& operator=(const MediaWriter&) = delete;

    bool write(const QHash<QString, QByteArray>& files, QString* error)
    {
        if (!files.isEmpty() && !QDir().mkpath(m_folder)) {
            *error = QStringLiteral("cannot create %1").arg(m_folder);
            return false;
        }
        const QString stem = QStringLiteral(".zvpack-%1-%2-")
                                 .arg(QCoreApplication::applicationPid())
                                 .arg(QDateTime::currentMSecsSinceEpoch());
        for (auto it = files.cbegin(); it != files.cend(); ++it) {
            const QString temporary =
                QDir(m_folder).filePath(stem + QString::number(m_pending.size()));
            m_pending.append({temporary, mediaFilePath(m_folder, it.key())});
            QFile out(temporary);
            if (m_pending.constLast().second.isEmpty() ||
                !out.open(QIODevice::WriteOnly | QIODevice::NewOnly) ||
                out.write(it.value()) != it.value().size() || !out.flush()) {
                *error = QStringLiteral("%1: %2").arg(it.key(), out.errorString());
                return false;
            }
        }
        return true;
    }
    // Inside the transaction: every file to its name.
    bool place(QString* error)
    {
        for (const auto& [temporary, target] : std::as_const(m_pending)) {
            if (!QFile::rename(temporary, target)) {
                *error = QStringLiteral("cannot rename %1 to %2").arg(temporary, target);
                return false;
            }
            m_placed.append(target);
        }
        return true;
    }
    void commit() { m_done = true; }
    QStringList placedNames() const
    {
        QStringList names;
        for (const QString& path : m_placed)
            names.append(QFileInfo(path).fileName());
        names.sort();
        return names;
    }

private:
    void rollBack()
    {
        for (const auto& pending : std::as_const(m_pending))
            QFile::remove(pending.first);
        for (const QString& placed : std::as_const(m_placed))
            QFile::remove(placed); // did not exist before the import
    }

    QString m_folder;
    QList<QPair<QString, QString>> m_pending; // temporary, target
    QStringList m_placed;
    bool m_done = false;
};

} // namespace

PackResult checkContentPack(const ContentStore& store, const QString& file)
{
    pack::Plan plan;
    if (pack::makePlan(store, file, &plan))
        plan.result.ok = true;
    return plan.result;
}

PackResult importContentPack(ContentStore& store, const QString& file, const QString& author,
                             const PackImportOptions& options)
{
    pack::Plan plan;
    if (!pack::makePlan(store, file, &plan))
        return plan.result;
    PackResult result = plan.result;
    if (result.needsConfirmation && !options.allowRemovals) {
        result.messageDe = QStringLiteral("Das Paket würde %1 Dinge entfernen oder leeren (siehe "
                                          "Liste). Es wurde nichts übernommen; bitte prüfen und "
                                          "ausdrücklich bestätigen.")
                               .arg(result.removals.size());
        result.messageEn = QStringLiteral("The pack would remove or empty %1 things (see the "
                                          "list). Nothing was imported; please check and confirm "
                                          "explicitly.")
                               .arg(result.removals.size());
        return result;
    }
    MediaWriter media(store.mediaDirectory());
    QString error;
    if (!media.write(plan.newMedia, &error)) {
        result.messageDe = QStringLiteral("Mediendateien konnten nicht in den Medienordner "
                                          "geschrieben werden (voller Datenträger?); es wurde "
                                          "nichts übernommen.");
        result.messageEn = QStringLiteral("Media files could not be written to the media folder "
                                          "(disk full?); nothing was imported.");
        result.detail += error;
        return result;
    }
    ImportOutcome outcome;
    const QString session = QStringLiteral("import-%1").arg(QDateTime::currentMSecsSinceEpoch());
    const WriteResult written = store.importItems(
        plan.items, author, session, options.publish, options.backupFile,
        [&media](QString* placeError) { return media.place(placeError); }, &outcome);
    if (!written.ok()) {
        describeStoreFailure(written, &result);
        return result;
    }
    media.commit();
    result.ok = true;
    result.draftedItems = outcome.drafted;
    result.unchangedItems.append(outcome.unchanged);
    result.publishedItems = outcome.published;
    result.copiedMedia = media.placedNames();
    result.messageDe = QStringLiteral("%1 Einträge wurden als Entwurf übernommen, %2 waren schon "
                                      "gleich, %3 übersprungen; %4 Mediendateien kopiert.")
                           .arg(result.draftedItems.size())
                           .arg(result.unchangedItems.size())
                           .arg(result.skippedItems.size())
                           .arg(result.copiedMedia.size());
    result.messageEn = QStringLiteral("%1 items were imported as drafts, %2 were already the "
                                      "same, %3 skipped; %4 media files copied.")
                           .arg(result.draftedItems.size())
                           .arg(result.unchangedItems.size())
                           .arg(result.skippedItems.size())
                           .arg(result.copiedMedia.size());
    if (options.publish) {
        result.messageDe += QStringLiteral(" %1 veröffentlicht.").arg(result.publishedItems.size());
        result.messageEn += QStringLiteral(" %1 published.").arg(result.publishedItems.size());
    }
    return result;
}

} // namespace zv
