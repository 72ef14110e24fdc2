#pragma once

// Shared helpers of the store tests: temporary folders, loading an SQL dump,
// raw access to a store file for checks the public API deliberately hides.

#include <QFile>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QString>
#include <QTemporaryDir>
#include <QVariant>

namespace zv::test {

inline QString sourcePath(const QString& relative)
{
    return QStringLiteral(ZV_SOURCE_DIR "/") + relative;
}

inline QByteArray readFile(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll();
}

inline bool writeFile(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly | QIODevice::Truncate) &&
           file.write(bytes) == bytes.size();
}

// A raw connection to a store file, for a test's own checks and set-up.
class RawDb {
public:
    explicit RawDb(const QString& path)
        : m_name(QStringLiteral("raw_%1").arg(reinterpret_cast<quintptr>(this)))
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_name);
        db.setDatabaseName(path);
        db.open();
    }
    ~RawDb()
    {
        {
            QSqlDatabase db = QSqlDatabase::database(m_name, false);
            db.close();
        }
        QSqlDatabase::removeDatabase(m_name);
    }
    RawDb(const RawDb&) = delete;
    RawDb& operator=(const RawDb&) = delete;

    QSqlDatabase db() const { return QSqlDatabase::database(m_name, false); }
    bool exec(const QString& statement, QString* error = nullptr) const
    {
        QSqlQuery query(db());
        const bool ok = query.exec(statement);
        if (!ok && error)
            *error = query.lastError().text() + QStringLiteral(" in: ") + statement;
        return ok;
    }
    QVariant scalar(const QString& statement, const QVariantList& values = {}) const
    {
        QSqlQuery query(db());
        query.prepare(statement);
        for (const QVariant& value : values)
            query.addBindValue(value);
        if (!query.exec() || !query.next())
            return {};
        return query.value(0);
    }
    // Runs an SQL text dump: statements end with ';' at the end of a line.
    bool load(const QByteArray& dump, QString* error) const
    {
        QString statement;
        for (const QString& line : QString::fromUtf8(dump).split(QLatin1Char('\n'))) {
            if (line.trimmed().startsWith(QStringLiteral("--")))
                continue;
            statement += line + QLatin1Char('\n');
            if (line.trimmed().endsWith(QLatin1Char(';'))) {
                if (!exec(statement, error))
                    return false;
                statement.clear();
            }
        }
        return true;
    }

private:
    QString m_name;
};

} // namespace zv::test
