#pragma once

// The preview as the kiosk itself renders it: the item (drafts included) is
// published into a private copy of the store, and the kiosk program draws it
// offscreen (`zeitvertreib --render-item`), so staff see exactly the
// kiosk's QML, fonts and page breaks. Used by KioskPreviewDialog; when the
// kiosk program is not there or fails, the dialog falls back to its own
// drawing (kiosk_preview.h) and says so.

#include "editor/kiosk_preview.h"
#include "store/content_types.h"

#include <QImage>
#include <QString>

namespace zv {

class ContentStore;

// The kiosk program beside this one (build/bin, /usr/bin), else from PATH;
// empty when none is found.
QString kioskProgram();

// Renders `item` as the kiosk shows it for `request` (language, part, page,
// size). A null image on failure, with the reason in *error.
QImage renderWithKiosk(const ContentStore& store, const Item& item, const PreviewRequest& request,
                       QString* error);

} // namespace zv
