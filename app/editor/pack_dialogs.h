#pragma once

// What staff see around a content pack's import (issue 26): why a pack was
// refused (the list of what is wrong; technical detail only under
// "Details"), and the confirmation an import needs when it would take away
// more than a few things, listing every one of them.

#include "store/content_pack.h"

#include <QString>

class QWidget;

namespace zv {

// "Eintrag „muehle“: row erw_halma" lines, one per removal.
QString packRemovalLines(const QList<PackRemoval>& removals);
// Asks whether the removals `check` lists may happen. False (the default
// button) keeps everything as it is. The dialog's object name is
// "packRemovalsDialog", its confirming button "confirmRemovals".
bool confirmPackRemovals(QWidget* parent, const PackResult& check);
// A refused pack or a failed import: the message, the problems, "Details".
void showPackFailure(QWidget* parent, const PackResult& result);

} // namespace zv
