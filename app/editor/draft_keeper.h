#pragma once

// DraftKeeper: saves the edited item as a draft without being asked, so a
// crash, a power cut or a forgotten "Speichern" loses at most the last
// moments of typing. It saves shortly after the typing stops (autosave
// delay), when asked, and before the item is left. A save that finds the
// item changed by someone else stops autosaving and reports the conflict;
// the window asks the staff member and calls keepMine() or takeTheirs().
// A locked store is tried again after a pause; other failures are reported
// once and tried again at the next change or "Speichern".

#include "store/editing_types.h"

#include <QObject>
#include <QTimer>

namespace zv {

class ContentStore;
class ItemDocument;

class DraftKeeper : public QObject {
    Q_OBJECT

public:
    DraftKeeper(ContentStore* store, ItemDocument* document, const QString& author,
                QObject* parent = nullptr);

    void setAutosaveDelay(int milliseconds) { m_autosave.setInterval(milliseconds); }
    int autosaveDelay() const { return m_autosave.interval(); }
    // Saves now when there is anything to save.
    WriteResult saveNow();
    // Whether a conflict waits for the staff member's decision.
    bool inConflict() const { return m_inConflict; }
    // The conflict's answers: save this window's item over the other change
    // (the other's text stays in the history), or load the other change.
    WriteResult keepMine();
    void takeTheirs();
    // The editing session revisions are merged in (new with every item loaded).
    QString session() const { return m_session; }

signals:
    void saved(const zv::WriteResult& result);
    void conflict(const zv::WriteResult& result);
    void failed(const zv::WriteResult& result);

private:
    WriteResult save(qint64 version);
    void scheduleAutosave();

    ContentStore* m_store;
    ItemDocument* m_document;
    QString m_author;
    QString m_session;
    QTimer m_autosave;
    QTimer m_retry;
    bool m_inConflict = false;
    qint64 m_conflictVersion = 0;
    WriteProblem m_lastProblem = WriteProblem::None;
};

} // namespace zv
