#pragma once

// The database schema as a list of forward migrations. Version N is reached
// by running migrations 1..N in order, each in its own transaction; a fresh
// store runs all of them, so every migration is exercised on every first start.

#include <QSqlDatabase>
#include <QString>

namespace zv::schema {

int latestVersion();

// The version recorded in the schema_version table: 0 for a database without
// any table (brand new), -1 when the database has tables but no version table
// (not a Zeitvertreib store), -2 when it cannot be read (error set).
int readVersion(const QSqlDatabase& db, QString* error);

// Runs every migration after `fromVersion` up to latestVersion(), each in a
// transaction that also records the new version. Stops at the first failure
// (the database then stays at the last version that completed).
bool migrate(QSqlDatabase& db, int fromVersion, QString* error);

} // namespace zv::schema
