#pragma once

// Every name that comes from a file (a content item's picture or sound, a
// content pack's media list, a game record) and becomes a path goes through
// here. A media name is a plain file name inside the media folder: no folder
// part, no "..", no leading dot, no absolute path, no control characters, and
// short enough for every file system the exhibit runs on. Readers and writers
// of media resolve names with mediaFilePath(), which refuses anything else,
// so a hostile name can neither read the store database into a content pack
// nor write outside the media folder.

#include <QString>

namespace zv {

// The longest media name accepted, in UTF-8 bytes (ext4 and most others
// allow 255; a little room is left for QSaveFile's temporary suffix).
inline constexpr int kMaximumMediaNameBytes = 200;

// True when `name` is a plain file name as described above. When it is not
// and `why` is given, `why` says in English what is wrong, for a staff message.
bool isPlainFileName(const QString& name, QString* why = nullptr);

// The absolute path of `name` inside `mediaDirectory`, or an empty string when
// `name` is not a plain file name or the path would leave the folder (for
// example through a symbolic link in the media folder that points elsewhere).
QString mediaFilePath(const QString& mediaDirectory, const QString& name);

} // namespace zv
