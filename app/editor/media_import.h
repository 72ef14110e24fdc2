#pragma once

// Pictures and sounds staff attach (issue 8): a file is checked before it is
// used — its real format read from its content (not its name), its size and,
// for pictures, its dimensions — then copied into the store's media folder
// under a name made from its own name and its content's SHA-256, so a file
// is never overwritten and the same picture added twice is stored once.
//
// Limits (the source says nothing; decided for the kiosk's 1920×1080 screen
// and a museum PC): pictures PNG, JPEG or SVG, at most 20 MB; PNG and JPEG
// at least 640 px on their longer side (smaller looks blurred on the
// screen) and at most 8000 px on either side (decoding needs memory);
// sounds OGG, MP3 or WAV, at most 50 MB.

#include <QImage>
#include <QSize>
#include <QString>

namespace zv {

enum class MediaKind { Image, Audio };

inline constexpr qint64 kMaxImageBytes = 20LL * 1024 * 1024;
inline constexpr qint64 kMaxAudioBytes = 50LL * 1024 * 1024;
inline constexpr int kMinImageSide = 640;
inline constexpr int kMaxImageSide = 8000;

struct MediaCheck {
    bool ok = false;
    QString messageDe; // why not, in plain words; or what the file is
    QString format;    // png, jpeg, svg, ogg, mp3, wav
    QSize size;        // pictures
    qint64 bytes = 0;
};

MediaCheck checkMediaFile(const QString& path, MediaKind kind);
// Checks and copies. The file name in the media folder, or empty with
// `messageDe` saying why.
QString importMediaFile(const QString& path, MediaKind kind, const QString& mediaDirectory,
                        QString* messageDe);
// A thumbnail of a picture in the media folder (null when unreadable).
QImage mediaThumbnail(const QString& path, const QSize& box);

} // namespace zv
