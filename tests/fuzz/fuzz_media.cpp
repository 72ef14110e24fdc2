// Fuzz entry of the editor's checks of pictures and sounds.

#include "fuzz_entries.h"
#include "fuzz_support.h"

#include "editor/media_import.h"

namespace zv::fuzz {

// The first byte says picture or sound; the rest is the file the editor's
// "add picture"/"add sound" checks before copying it into the store.
int mediaImport(const std::uint8_t* data, std::size_t size)
{
    if (size < 1)
        return 0;
    const MediaKind kind = (data[0] & 1) ? MediaKind::Audio : MediaKind::Image;
    const QString path = writeScratch(QStringLiteral("datei.bin"), bytesOf(data + 1, size - 1));
    const MediaCheck check = checkMediaFile(path, kind);
    if (check.messageDe.trimmed().isEmpty())
        fail("media_import", "a check without a message");
    if (check.ok && kind == MediaKind::Image &&
        (check.size.width() > kMaxImageSide || check.size.height() > kMaxImageSide))
        fail("media_import", "a picture larger than allowed passed");
    if (check.ok && check.format.isEmpty())
        fail("media_import", "a file passed without a format");
    return 0;
}

} // namespace zv::fuzz
