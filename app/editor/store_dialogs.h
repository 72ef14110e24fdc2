#pragma once

// Opening the store for the editor: a broken store is explained in plain
// words and replaced only when the staff member agrees.

#include "store/content_store.h"

#include <memory>

class QWidget;

namespace zv {

// Opens the store at `path` in Editor mode. On a problem shows a dialog and,
// for a broken file, offers to create it anew from the bundled content
// (keeping the broken file). Returns nullptr when no store could be opened.
std::unique_ptr<ContentStore> openStoreInteractively(const QString& path, QWidget* parent);

} // namespace zv
