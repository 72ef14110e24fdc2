#include "store/search_runner.h"

#include "store/content_store_p.h"
#include "store/search_index.h"

#include <QSqlDatabase>
#include <QSqlDriver>
#include <QSqlError>
#include <QVariant>

#include <sqlite3.h>

namespace zv {

// The half of the runner that lives on the worker thread: the read-only
// connection (opened, used and closed there) and the running search.
class SearchRunner::Worker : public QObject {
public:
    Worker(QString path, std::shared_ptr<std::atomic<quint64>> latest)
        : m_path(std::move(path)), m_latest(std::move(latest)),
          m_connection(QStringLiteral("zv-search-%1").arg(reinterpret_cast<quintptr>(this)))
    {}

    ~Worker() override
    {
        // Runs on the worker thread as it ends (deleteLater on finished).
        {
            QSqlDatabase db = QSqlDatabase::database(m_connection, false);
            if (db.isOpen())
                db.close();
        }
        if (QSqlDatabase::contains(m_connection))
            QSqlDatabase::removeDatabase(m_connection);
    }

    void run(SearchRunner* runner, quint64 ticket, const QString& query, const QString& language,
             int limit)
    {
        m_ticket = ticket;
        if (superseded() || !open())
            return;
        QString error;
        const QList<SearchHit> hits = search::run(QSqlDatabase::database(m_connection, false),
                                                  query, language, limit, &error);
        if (superseded())
            return; // interrupted or overtaken: the newer search answers
        if (!error.isEmpty())
            read::logFailure(QStringLiteral("searching"), error);
        QMetaObject::invokeMethod(
            runner, [runner, ticket, hits] { runner->deliver(ticket, hits); },
            Qt::QueuedConnection);
    }

private:
    bool superseded() const { return m_latest->load() != m_ticket; }

    bool open()
    {
        if (m_opened)
            return true;
        if (m_failed)
            return false; // said once; the kiosk's other screens carry on
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connection);
        db.setDatabaseName(m_path);
        db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY;QSQLITE_BUSY_TIMEOUT=5000"));
        if (!db.open()) {
            m_failed = true;
            read::logFailure(QStringLiteral("opening the search connection"),
                             db.lastError().text());
            return false;
        }
        // Every few thousand SQLite steps: stop when a newer search exists.
        const QVariant handle = db.driver()->handle();
        if (handle.isValid() && qstrcmp(handle.typeName(), "sqlite3*") == 0) {
            if (sqlite3* connection = *static_cast<sqlite3* const*>(handle.constData())) {
                sqlite3_progress_handler(
                    connection, 4000,
                    [](void* worker) { return static_cast<Worker*>(worker)->superseded() ? 1 : 0; },
                    this);
            }
        }
        m_opened = true;
        return true;
    }

    const QString m_path;
    const std::shared_ptr<std::atomic<quint64>> m_latest;
    const QString m_connection;
    quint64 m_ticket = 0; // the search running now
    bool m_opened = false;
    bool m_failed = false;
};

SearchRunner::SearchRunner(const QString& storePath, QObject* parent)
    : QObject(parent), m_latest(std::make_shared<std::atomic<quint64>>(0)),
      m_worker(new Worker(storePath, m_latest))
{
    m_thread.setObjectName(QStringLiteral("zv-search"));
    m_worker->moveToThread(&m_thread);
    connect(&m_thread, &QThread::finished, m_worker, &QObject::deleteLater);
    m_thread.start();
}

SearchRunner::~SearchRunner()
{
    cancel();
    m_thread.quit();
    m_thread.wait();
}

quint64 SearchRunner::start(const QString& query, const QString& language, int limit)
{
    const quint64 ticket = ++*m_latest;
    Worker* worker = m_worker;
    QMetaObject::invokeMethod(
        worker,
        [this, worker, ticket, query, language, limit] {
            worker->run(this, ticket, query, language, limit);
        },
        Qt::QueuedConnection);
    return ticket;
}

void SearchRunner::cancel()
{
    ++*m_latest;
}

void SearchRunner::deliver(quint64 ticket, const QList<SearchHit>& hits)
{
    if (ticket == m_latest->load())
        emit finished(ticket, hits);
}

} // namespace zv
