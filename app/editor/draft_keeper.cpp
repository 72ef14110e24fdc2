#include "editor/draft_keeper.h"

#include "editor/item_document.h"
#include "store/content_store.h"

#include <QUuid>

namespace zv {

namespace {
// Long enough not to save in the middle of a word, short enough that a
// crash costs a sentence at most.
constexpr int kAutosaveMs = 1500;
// A locked store (another editor publishing, a backup) is tried again.
constexpr int kRetryMs = 4000;
} // namespace

DraftKeeper::DraftKeeper(ContentStore* store, ItemDocument* document, const QString& author,
                         QObject* parent)
    : QObject(parent), m_store(store), m_document(document), m_author(author)
{
    m_autosave.setSingleShot(true);
    m_autosave.setInterval(kAutosaveMs);
    m_retry.setSingleShot(true);
    m_retry.setInterval(kRetryMs);
    connect(&m_autosave, &QTimer::timeout, this, [this] { saveNow(); });
    connect(&m_retry, &QTimer::timeout, this, [this] { saveNow(); });
    connect(m_document, &ItemDocument::changed, this, &DraftKeeper::scheduleAutosave);
    connect(m_document, &ItemDocument::loaded, this, [this] {
        m_session = QUuid::createUuid().toString(QUuid::WithoutBraces);
        m_inConflict = false;
        m_lastProblem = WriteProblem::None;
        m_autosave.stop();
        m_retry.stop();
    });
}

void DraftKeeper::scheduleAutosave()
{
    if (m_document->hasUnsavedChanges() && !m_inConflict)
        m_autosave.start();
}

WriteResult DraftKeeper::saveNow()
{
    m_autosave.stop();
    m_retry.stop();
    if (!m_document->isLoaded() || !m_document->hasUnsavedChanges()) {
        WriteResult nothing;
        nothing.status = WriteResult::Status::Unchanged;
        nothing.editVersion = m_document->baseVersion();
        return nothing;
    }
    if (m_inConflict) {
        WriteResult waiting;
        waiting.status = WriteResult::Status::Conflict;
        waiting.editVersion = m_conflictVersion;
        return waiting;
    }
    return save(m_document->baseVersion());
}

WriteResult DraftKeeper::save(qint64 version)
{
    const WriteResult result = m_store->saveDraft(m_document->item(), version, m_author, m_session);
    switch (result.status) {
    case WriteResult::Status::Saved:
    case WriteResult::Status::Unchanged: {
        const auto stored = m_store->editableItem(m_document->key());
        m_document->markSaved(result.editVersion, stored && stored->isDraft);
        m_inConflict = false;
        m_lastProblem = WriteProblem::None;
        emit saved(result);
        break;
    }
    case WriteResult::Status::Conflict:
        m_inConflict = true;
        m_conflictVersion = result.editVersion;
        emit conflict(result);
        break;
    case WriteResult::Status::Failed:
        if (result.problem == WriteProblem::Busy)
            m_retry.start();
        // Reported once per kind of problem, not at every autosave.
        if (result.problem != m_lastProblem)
            emit failed(result);
        m_lastProblem = result.problem;
        break;
    }
    return result;
}

WriteResult DraftKeeper::keepMine()
{
    if (!m_inConflict)
        return saveNow();
    m_inConflict = false;
    return save(m_conflictVersion);
}

void DraftKeeper::takeTheirs()
{
    const auto stored = m_store->editableItem(m_document->key());
    m_inConflict = false;
    if (stored)
        m_document->load(*stored);
}

} // namespace zv
