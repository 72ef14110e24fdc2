#pragma once

// Every name that comes from a file (a content item's picture or sound, a
// content pack's media list, a game record) and becomes a path goes through
// here. A media name is a plain file name inside the media folder: no folder
// part, no "..", no leading dot, no absolute path, no control characters, and
// short enough for every file system the exhibit runs on. Readers and writers
// of media resolve names with mediaFilePath(), which refuses anything else,
// so a hostile name can neither read the store database into a content pack
// nor write outside the media folder.

#include "store/content_types.h"

#include <QList>
#include <QString>

namespace zv {

// The longest media name accepted, in UTF-8 bytes (ext4 and most others
// allow 255; a little room is left for QSaveFile's temporary suffix).
inline constexpr int kMaximumMediaNameBytes = 200;

// True when `name` is a plain file name as described above. When it is not
// and `why` is given, `why` says in English what is wrong, for a staff message.
bool isPlainFileName(const QString& name, QString* why = nullptr);

// `name` as it can be shown in a message or printed to a terminal: control
// and invisible characters as '?', cut to 80 characters. A hostile name must
// not move the cursor or clear the screen of the staff reading about it.
QString shownFileName(const QString& name);

// The absolute path of `name` inside `mediaDirectory`, or an empty string when
// `name` is not a plain file name, names a folder, or the path would leave the
// folder (for example through a symbolic link in the media folder that points
// elsewhere, or a dangling one a writer would follow).
QString mediaFilePath(const QString& mediaDirectory, const QString& name);

// The exhibit's own drawings (assets/media, docs/illustration-style.md) are
// compiled in under :/media. A picture name is looked up first in the media
// folder, then among the drawings, so a photo staff put into the folder under
// the same name replaces a drawing, and removing it brings the drawing back.

// ":/media/<name>" when `name` is a plain file name of a bundled drawing, else "".
QString bundledDrawingPath(const QString& name);

// The file shown for a picture name: the media folder's file when it is
// there, else the bundled drawing, else "".
QString pictureFilePath(const QString& mediaDirectory, const QString& name);

// pictureFilePath as a URL for QML ("file:///…" or "qrc:/media/…"), else "".
QString pictureUrl(const QString& mediaDirectory, const QString& name);

// True when `path` (as returned by pictureFilePath) is a bundled drawing.
bool isBundledDrawing(const QString& path);

// The credit every bundled drawing carries, in `language` ("de", "en"; other
// languages read German): "Gezeichnet für die Ausstellung".
QString drawnCredit(const QString& language);

// The playable games' boards as pictures, drawn by each game's own board at a
// typical position (zeitvertreib --render-thumbnails, run in the background
// at the first start) and cached in "thumbnails" beside the media folder.
QString thumbnailDirectory(const QString& mediaDirectory);

// The file URL of the cached board picture of `gameKey`, or "" while there
// is none.
QString thumbnailUrl(const QString& mediaDirectory, const QString& gameKey);

// One media name an item holds, with where it is, for messages.
struct MediaReference {
    QString whereEn; // "step 2 (picture)", "picture 'bild_eins'"
    QString whereDe; // "Schritt 2 (Bild)", "Bild „bild_eins“"
    QString name;
};

// Every non-empty media name of `item`: its steps' pictures and sounds, its
// pictures and its sounds, in that order.
QList<MediaReference> mediaReferences(const Item& item);

} // namespace zv
