#pragma once

// Internal state of a ContentStore, shared by the files that implement it.

#include "store/content_store.h"

#include <QSqlDatabase>
#include <QString>

namespace zv {

struct ContentStore::Private {
    QString connectionName;
    QString path;
    ContentStore::Mode mode = ContentStore::Mode::Kiosk;
    int schemaVersion = 0;

    QSqlDatabase db() const { return QSqlDatabase::database(connectionName, false); }
};

} // namespace zv
