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

} // namespace zv::sql
