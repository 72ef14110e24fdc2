#pragma once

// SearchRunner: the visitor's search, off the GUI thread (issue 26, G).
//
// Why this design: a QSqlDatabase connection may only be used from the thread
// that opened it, and the ContentStore's own connection belongs to the GUI
// thread. So the runner opens a second, read-only connection to the same
// file on a worker thread of its own (WAL lets it read while the kiosk or the
// editor writes) and runs search::run() there, the same code as
// ContentStore::search(). Each start() supersedes every search before it:
// a search not yet begun is skipped, a running one is stopped inside SQLite
// (a progress handler on the worker's connection sees that a newer ticket
// exists and interrupts the statement), and a result that still arrives late
// is dropped on the GUI thread, where the ticket is compared once more. So a
// superseded query can never overwrite a newer one, and the GUI thread never
// waits for SQLite. The ContentStore makes runners (makeSearchRunner), one per
// caller (the kiosk's SearchModel), so no other screen's search cancels it.

#include "store/content_types.h"

#include <QList>
#include <QObject>
#include <QString>
#include <QThread>

#include <atomic>
#include <memory>

namespace zv {

class SearchRunner : public QObject {
    Q_OBJECT

public:
    // `storePath` is the database file; it is opened on the first search.
    explicit SearchRunner(const QString& storePath, QObject* parent = nullptr);
    // Cancels what runs and waits for the worker thread to end.
    ~SearchRunner() override;
    SearchRunner(const SearchRunner&) = delete;
    SearchRunner& operator=(const SearchRunner&) = delete;

    // Starts a search (ContentStore::search's meaning) and cancels every one
    // before it. Returns its ticket; finished() carries it.
    quint64 start(const QString& query, const QString& language, int limit = 60);
    // Cancels the search under way: no finished() for it.
    void cancel();

signals:
    // The hits of the latest search, on the runner's thread; never for a
    // search that was superseded or cancelled.
    void finished(quint64 ticket, const QList<zv::SearchHit>& hits);

private:
    class Worker;
    void deliver(quint64 ticket, const QList<SearchHit>& hits);

    // The newest ticket; the worker reads it to notice it is superseded.
    std::shared_ptr<std::atomic<quint64>> m_latest;
    QThread m_thread;
    Worker* m_worker = nullptr; // lives on m_thread, deleted when it ends
};

} // namespace zv
