// ContentStore's staff accounts: who may edit, and who is an administrator.

#include "store/content_store.h"

#include "store/content_store_p.h"
#include "store/editing_p.h"
#include "store/password_hash.h"
#include "store/sql_util.h"

#include <QSqlQuery>

namespace zv {

namespace {

WriteResult refused(const QString& detail, const QString& messageDe)
{
    return WriteResult::failed(WriteProblem::Invalid, detail, messageDe);
}

WriteResult saved()
{
    WriteResult result;
    result.status = WriteResult::Status::Saved;
    return result;
}

// Names are shown in every revision: printable, 2 to 60 characters.
bool plausibleName(const QString& name)
{
    if (name.size() < 2 || name.size() > 60)
        return false;
    for (const QChar c : name) {
        if (!c.isPrint())
            return false;
    }
    return true;
}

struct AccountRow {
    bool exists = false;
    bool isAdmin = false;
    QString name; // as stored (the lookup ignores case)
    QString hash;
};

AccountRow account(const QSqlDatabase& db, const QString& name)
{
    AccountRow row;
    QSqlQuery query(db);
    if (sql::run(query,
                 QStringLiteral("SELECT name, is_admin, password_hash FROM staff_accounts "
                                "WHERE name = ?"),
                 {name.trimmed()}, nullptr) &&
        query.next()) {
        row.exists = true;
        row.name = query.value(0).toString();
        row.isAdmin = query.value(1).toBool();
        row.hash = query.value(2).toString();
    }
    return row;
}

int adminCount(const QSqlDatabase& db)
{
    return sql::scalar(db, QStringLiteral("SELECT count(*) FROM staff_accounts WHERE is_admin = 1"),
                       {}, nullptr)
        .toInt();
}

WriteResult needAdmin(const QSqlDatabase& db, const QString& byAdmin)
{
    if (!account(db, byAdmin).isAdmin)
        return refused(QStringLiteral("'%1' is not an administrator").arg(byAdmin),
                       QStringLiteral("Nur eine Administratorin oder ein Administrator darf "
                                      "Konten verwalten."));
    return saved();
}

WriteResult checkPassword(const QString& password)
{
    if (password.size() < password::kMinimumLength)
        return refused(QStringLiteral("password too short"),
                       QStringLiteral("Das Passwort braucht mindestens %1 Zeichen.")
                           .arg(password::kMinimumLength));
    if (password::isCommon(password))
        return refused(QStringLiteral("password on the list of the commonest passwords"),
                       QStringLiteral("Dieses Passwort gehört zu den häufigsten und wird zuerst "
                                      "erraten; bitte ein anderes wählen."));
    return saved();
}

} // namespace

bool ContentStore::hasStaffAccounts() const
{
    return sql::scalar(d->db(), QStringLiteral("SELECT count(*) FROM staff_accounts"), {}, nullptr)
               .toInt() > 0;
}

QList<StaffAccount> ContentStore::staffAccounts() const
{
    QList<StaffAccount> result;
    QSqlQuery query(d->db());
    QString error;
    if (!sql::run(query,
                  QStringLiteral("SELECT name, is_admin, created_at, created_by FROM "
                                 "staff_accounts ORDER BY name COLLATE NOCASE"),
                  {}, &error)) {
        read::logFailure(QStringLiteral("reading staff accounts"), error);
        return result;
    }
    while (query.next())
        result.append({query.value(0).toString(), query.value(1).toBool(),
                       edit::timeFromText(query.value(2).toString()), query.value(3).toString()});
    return result;
}

std::optional<StaffAccount> ContentStore::signIn(const QString& name, const QString& pass)
{
    const AccountRow row = account(d->db(), name);
    if (!row.exists || !password::verify(pass, row.hash))
        return std::nullopt;
    if (password::iterationsOf(row.hash) < password::kIterations) {
        // Renew an old hash while the password is at hand; a failure here
        // (e.g. a read-only store) does not stop the sign-in.
        QSqlQuery renew(d->db());
        sql::run(renew,
                 QStringLiteral("UPDATE staff_accounts SET password_hash = ? WHERE name = ?"),
                 {password::hash(pass), row.name}, nullptr);
    }
    for (const StaffAccount& candidate : staffAccounts()) {
        if (candidate.name == row.name)
            return candidate;
    }
    return std::nullopt;
}

WriteResult ContentStore::addStaffAccount(const QString& rawName, const QString& pass, bool isAdmin,
                                          const QString& byAdmin)
{
    const QString name = rawName.trimmed();
    QSqlDatabase db = d->db();
    sql::WriteTransaction transaction(db);
    if (!transaction.active())
        return edit::failure(transaction.startError());
    const bool first = !hasStaffAccounts();
    if (!first) {
        const WriteResult allowed = needAdmin(db, byAdmin);
        if (!allowed.ok())
            return allowed;
    }
    if (!plausibleName(name))
        return refused(QStringLiteral("implausible name"),
                       QStringLiteral("Der Name braucht 2 bis 60 Zeichen."));
    if (account(db, name).exists)
        return refused(QStringLiteral("account exists"),
                       QStringLiteral("Ein Konto „%1“ gibt es schon.").arg(name));
    const WriteResult passwordOk = checkPassword(pass);
    if (!passwordOk.ok())
        return passwordOk;
    QSqlQuery insert(db);
    QString error;
    if (!sql::run(insert,
                  QStringLiteral("INSERT INTO staff_accounts (name, password_hash, is_admin, "
                                 "created_at, created_by) VALUES (?, ?, ?, ?, ?)"),
                  {name, password::hash(pass), (first || isAdmin) ? 1 : 0, edit::nowText(),
                   first ? QString() : account(db, byAdmin).name},
                  &error) ||
        !transaction.commit(&error))
        return edit::failure(error);
    return saved();
}

WriteResult ContentStore::removeStaffAccount(const QString& name, const QString& byAdmin)
{
    QSqlDatabase db = d->db();
    sql::WriteTransaction transaction(db);
    if (!transaction.active())
        return edit::failure(transaction.startError());
    const WriteResult allowed = needAdmin(db, byAdmin);
    if (!allowed.ok())
        return allowed;
    const AccountRow row = account(db, name);
    if (!row.exists)
        return refused(QStringLiteral("no such account"),
                       QStringLiteral("Ein Konto „%1“ gibt es nicht.").arg(name));
    if (row.isAdmin && adminCount(db) <= 1)
        return refused(QStringLiteral("last administrator"),
                       QStringLiteral("Das letzte Administratorkonto kann nicht entfernt werden."));
    QSqlQuery remove(db);
    QString error;
    if (!sql::run(remove, QStringLiteral("DELETE FROM staff_accounts WHERE name = ?"), {row.name},
                  &error) ||
        !transaction.commit(&error))
        return edit::failure(error);
    return saved();
}

WriteResult ContentStore::setStaffAdmin(const QString& name, bool isAdmin, const QString& byAdmin)
{
    QSqlDatabase db = d->db();
    sql::WriteTransaction transaction(db);
    if (!transaction.active())
        return edit::failure(transaction.startError());
    const WriteResult allowed = needAdmin(db, byAdmin);
    if (!allowed.ok())
        return allowed;
    const AccountRow row = account(db, name);
    if (!row.exists)
        return refused(QStringLiteral("no such account"),
                       QStringLiteral("Ein Konto „%1“ gibt es nicht.").arg(name));
    if (row.isAdmin && !isAdmin && adminCount(db) <= 1)
        return refused(QStringLiteral("last administrator"),
                       QStringLiteral("Es muss immer mindestens ein Administratorkonto geben."));
    QSqlQuery update(db);
    QString error;
    if (!sql::run(update, QStringLiteral("UPDATE staff_accounts SET is_admin = ? WHERE name = ?"),
                  {isAdmin ? 1 : 0, row.name}, &error) ||
        !transaction.commit(&error))
        return edit::failure(error);
    return saved();
}

WriteResult ContentStore::setStaffPassword(const QString& name, const QString& newPassword,
                                           const QString& by)
{
    QSqlDatabase db = d->db();
    sql::WriteTransaction transaction(db);
    if (!transaction.active())
        return edit::failure(transaction.startError());
    const AccountRow row = account(db, name);
    if (!row.exists)
        return refused(QStringLiteral("no such account"),
                       QStringLiteral("Ein Konto „%1“ gibt es nicht.").arg(name));
    if (row.name.compare(by.trimmed(), Qt::CaseInsensitive) != 0) {
        const WriteResult allowed = needAdmin(db, by);
        if (!allowed.ok())
            return allowed;
    }
    const WriteResult passwordOk = checkPassword(newPassword);
    if (!passwordOk.ok())
        return passwordOk;
    QSqlQuery update(db);
    QString error;
    if (!sql::run(update,
                  QStringLiteral("UPDATE staff_accounts SET password_hash = ? WHERE name = ?"),
                  {password::hash(newPassword), row.name}, &error) ||
        !transaction.commit(&error))
        return edit::failure(error);
    return saved();
}

} // namespace zv
