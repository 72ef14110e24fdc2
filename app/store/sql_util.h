#pragma once

// Small helpers so every statement is prepared, bound and error-checked the
// same way. Values are always bound, never spliced into SQL text.

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QString>
#include <QVariant>

#include <initializer_list>

namespace zv::sql {

// Prepares `statement`, binds `values` positionally and executes it. On
// failure returns false and describes the problem in `error` (if not null).
bool run(QSqlQuery& query, const QString& statement, std::initializer_list<QVariant> values,
         QString* error);
// Executes a statement without values (DDL, PRAGMA).
bool exec(const QSqlDatabase& db, const QString& statement, QString* error);
// The first column of the first row, or an invalid QVariant (error set) when
// the statement fails or returns no row.
QVariant scalar(const QSqlDatabase& db, const QString& statement,
                std::initializer_list<QVariant> values, QString* error);

// Rolls back on destruction unless commit() succeeded.
class Transaction {
public:
    explicit Transaction(QSqlDatabase db);
    ~Transaction();
    Transaction(const Transaction&) = delete;
    Transaction& operator=(const Transaction&) = delete;
    bool active() const { return m_active; }
    bool commit(QString* error);

private:
    QSqlDatabase m_db;
    bool m_active = false;
};

// A write transaction that takes the write lock at once (BEGIN IMMEDIATE):
// a second writer then waits (busy timeout) before anything is read, instead
// of failing at its first write because its snapshot became stale (WAL).
// Rolls back on destruction unless commit() succeeded.
class WriteTransaction {
public:
    explicit WriteTransaction(QSqlDatabase db);
    ~WriteTransaction();
    WriteTransaction(const WriteTransaction&) = delete;
    WriteTransaction& operator=(const WriteTransaction&) = delete;
    bool active() const { return m_active; }
    // Why the transaction could not start (empty when it did).
    QString startError() const { return m_startError; }
    bool commit(QString* error);

private:
    QSqlDatabase m_db;
    bool m_active = false;
    QString m_startError;
};

} // namespace zv::sql
