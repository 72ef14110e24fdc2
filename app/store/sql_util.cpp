#include "store/sql_util.h"

#include <QSqlError>

namespace zv::sql {

namespace {
void describe(const QSqlError& sqlError, const QString& statement, QString* error)
{
    if (error)
        *error = QStringLiteral("%1 (in: %2)").arg(sqlError.text(), statement.simplified());
}
} // namespace

bool run(QSqlQuery& query, const QString& statement, std::initializer_list<QVariant> values,
         QString* error)
{
    if (!query.prepare(statement)) {
        describe(query.lastError(), statement, error);
        return false;
    }
    for (const QVariant& value : values) {
        // No column of the store allows NULL; an unset QString means "empty".
        if (value.typeId() == QMetaType::QString && value.toString().isNull())
            query.addBindValue(QString(QLatin1String("")));
        else
            query.addBindValue(value);
    }
    if (!query.exec()) {
        describe(query.lastError(), statement, error);
        return false;
    }
    return true;
}

bool exec(const QSqlDatabase& db, const QString& statement, QString* error)
{
    QSqlQuery query(db);
    if (!query.exec(statement)) {
        describe(query.lastError(), statement, error);
        return false;
    }
    return true;
}

QVariant scalar(const QSqlDatabase& db, const QString& statement,
                std::initializer_list<QVariant> values, QString* error)
{
    QSqlQuery query(db);
    if (!run(query, statement, values, error))
        return {};
    if (!query.next()) {
        if (error)
            *error = QStringLiteral("no row returned (in: %1)").arg(statement.simplified());
        return {};
    }
    return query.value(0);
}

Transaction::Transaction(QSqlDatabase db) : m_db(std::move(db))
{
    m_active = m_db.transaction();
}

Transaction::~Transaction()
{
    if (m_active)
        m_db.rollback();
}

bool Transaction::commit(QString* error)
{
    if (!m_active) {
        if (error)
            *error =
                QStringLiteral("no transaction could be started: %1").arg(m_db.lastError().text());
        return false;
    }
    if (!m_db.commit()) {
        if (error)
            *error = m_db.lastError().text();
        return false;
    }
    m_active = false;
    return true;
}

WriteTransaction::WriteTransaction(QSqlDatabase db) : m_db(std::move(db))
{
    m_active = exec(m_db, QStringLiteral("BEGIN IMMEDIATE"), &m_startError);
}

WriteTransaction::~WriteTransaction()
{
    if (m_active)
        exec(m_db, QStringLiteral("ROLLBACK"), nullptr);
}

bool WriteTransaction::commit(QString* error)
{
    if (!m_active) {
        if (error)
            *error = QStringLiteral("no transaction could be started: %1").arg(m_startError);
        return false;
    }
    if (!exec(m_db, QStringLiteral("COMMIT"), error))
        return false; // still active: the destructor rolls back
    m_active = false;
    return true;
}

} // namespace zv::sql
