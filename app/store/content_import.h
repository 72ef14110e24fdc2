#pragma once

// Writes parsed bundled content into an empty store, all in one transaction.

#include "store/content_source.h"

#include <QSqlDatabase>

namespace zv {

bool importContent(QSqlDatabase& db, const BundledContent& content, QString* error);

} // namespace zv
