#include "editor/media_import.h"

#include "store/media_names.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImageReader>
#include <QRegularExpression>
#include <QSaveFile>

namespace zv {

namespace {

QString tr(const char* text)
{
    return QCoreApplication::translate("zv::MediaImport", text);
}

// The format by the first bytes of the file.
QString sniffAudio(const QByteArray& head)
{
    if (head.startsWith("OggS"))
        return QStringLiteral("ogg");
    if (head.size() >= 12 && head.startsWith("RIFF") && head.mid(8, 4) == "WAVE")
        return QStringLiteral("wav");
    if (head.startsWith("ID3"))
        return QStringLiteral("mp3");
    // An MPEG audio frame without tags: eleven set sync bits, layer III.
    if (head.size() >= 2 && static_cast<unsigned char>(head.at(0)) == 0xFF &&
        (static_cast<unsigned char>(head.at(1)) & 0xE6) == 0xE2)
        return QStringLiteral("mp3");
    return {};
}

QString megabytes(qint64 bytes)
{
    return QString::number(double(bytes) / (1024.0 * 1024.0), 'f', 1);
}

// ASCII, lower case, words joined by "-": safe on every file system and in
// every URL the kiosk builds.
QString safeBaseName(const QString& name)
{
    QString base = QFileInfo(name).completeBaseName().toLower();
    base.replace(QStringLiteral("ä"), QStringLiteral("ae"))
        .replace(QStringLiteral("ö"), QStringLiteral("oe"))
        .replace(QStringLiteral("ü"), QStringLiteral("ue"))
        .replace(QStringLiteral("ß"), QStringLiteral("ss"));
    base = base.normalized(QString::NormalizationForm_KD);
    static const QRegularExpression other(QStringLiteral("[^a-z0-9]+"));
    base.replace(other, QStringLiteral("-"));
    base = base.left(40);
    while (base.startsWith(QLatin1Char('-')))
        base.remove(0, 1);
    while (base.endsWith(QLatin1Char('-')))
        base.chop(1);
    return base.isEmpty() ? QStringLiteral("datei") : base;
}

MediaCheck checkImage(const QString& path, MediaCheck check)
{
    QImageReader reader(path);
    reader.setDecideFormatFromContent(true);
    const QString format = QString::fromLatin1(reader.format()).toLower();
    if (format != QLatin1String("png") && format != QLatin1String("jpeg") &&
        format != QLatin1String("jpg") && format != QLatin1String("svg")) {
        check.messageDe = tr("Die Datei ist kein Bild im Format PNG, JPEG oder SVG.");
        return check;
    }
    check.format = format == QLatin1String("jpg") ? QStringLiteral("jpeg") : format;
    if (check.bytes > kMaxImageBytes) {
        check.messageDe = tr("Das Bild ist %1 MB groß; erlaubt sind höchstens %2 MB.")
                              .arg(megabytes(check.bytes), megabytes(kMaxImageBytes));
        return check;
    }
    check.size = reader.size();
    if (check.format == QLatin1String("svg")) {
        // An SVG must render; its size is only a hint (it scales).
        if (reader.read().isNull()) {
            check.messageDe = tr("Die SVG-Datei ist fehlerhaft und kann nicht gezeigt werden.");
            return check;
        }
    } else {
        if (!check.size.isValid()) {
            check.messageDe = tr("Das Bild ist beschädigt: seine Größe ist nicht lesbar.");
            return check;
        }
        if (check.size.width() > kMaxImageSide || check.size.height() > kMaxImageSide) {
            check.messageDe = tr("Das Bild ist %1 × %2 Pixel groß; erlaubt sind höchstens %3 "
                                 "Pixel je Seite.")
                                  .arg(check.size.width())
                                  .arg(check.size.height())
                                  .arg(kMaxImageSide);
            return check;
        }
        if (std::max(check.size.width(), check.size.height()) < kMinImageSide) {
            check.messageDe = tr("Das Bild ist nur %1 × %2 Pixel groß und wirkt auf dem "
                                 "Bildschirm unscharf; es braucht mindestens %3 Pixel an der "
                                 "längeren Seite.")
                                  .arg(check.size.width())
                                  .arg(check.size.height())
                                  .arg(kMinImageSide);
            return check;
        }
        // Decode it once: a broken file must not reach the kiosk.
        QImageReader full(path);
        full.setDecideFormatFromContent(true);
        if (full.read().isNull()) {
            check.messageDe = tr("Das Bild ist beschädigt und kann nicht gelesen werden.");
            return check;
        }
    }
    check.ok = true;
    check.messageDe = tr("%1-Bild, %2 × %3 Pixel, %4 MB")
                          .arg(check.format.toUpper())
                          .arg(check.size.width())
                          .arg(check.size.height())
                          .arg(megabytes(check.bytes));
    return check;
}

} // namespace

MediaCheck checkMediaFile(const QString& path, MediaKind kind)
{
    MediaCheck check;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        check.messageDe = tr("Die Datei kann nicht gelesen werden.");
        return check;
    }
    check.bytes = file.size();
    if (check.bytes == 0) {
        check.messageDe = tr("Die Datei ist leer.");
        return check;
    }
    if (kind == MediaKind::Image)
        return checkImage(path, check);
    check.format = sniffAudio(file.read(16));
    if (check.format.isEmpty()) {
        check.messageDe = tr("Die Datei ist kein Ton im Format OGG, MP3 oder WAV.");
        return check;
    }
    if (check.bytes > kMaxAudioBytes) {
        check.messageDe = tr("Die Tondatei ist %1 MB groß; erlaubt sind höchstens %2 MB.")
                              .arg(megabytes(check.bytes), megabytes(kMaxAudioBytes));
        return check;
    }
    check.ok = true;
    check.messageDe = tr("%1-Ton, %2 MB").arg(check.format.toUpper(), megabytes(check.bytes));
    return check;
}

QString importMediaFile(const QString& path, MediaKind kind, const QString& mediaDirectory,
                        QString* messageDe)
{
    const MediaCheck check = checkMediaFile(path, kind);
    if (!check.ok) {
        *messageDe = check.messageDe;
        return {};
    }
    QFile in(path);
    if (!in.open(QIODevice::ReadOnly)) {
        *messageDe = tr("Die Datei kann nicht gelesen werden.");
        return {};
    }
    const QByteArray bytes = in.readAll();
    const QString hash = QString::fromLatin1(
        QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex().left(10));
    const QString extension =
        check.format == QLatin1String("jpeg") ? QStringLiteral("jpg") : check.format;
    const QString name = QStringLiteral("%1-%2.%3").arg(safeBaseName(path), hash, extension);
    if (!QDir().mkpath(mediaDirectory)) {
        *messageDe = tr("Der Medienordner kann nicht angelegt werden (keine Schreibrechte?).");
        return {};
    }
    // The name is made here, but what is already in the folder under it is
    // not: a symbolic link there must not be followed out of the folder.
    const QString target = mediaFilePath(mediaDirectory, name);
    if (target.isEmpty()) {
        *messageDe = tr("Im Medienordner liegt unter dem Namen „%1“ etwas anderes als eine "
                        "Mediendatei (ein Ordner oder ein Verweis nach außerhalb). Bitte dort "
                        "nachsehen.")
                         .arg(name);
        return {};
    }
    if (QFileInfo(target).isFile())
        return name; // the same content is there already
    QSaveFile out(target);
    if (!out.open(QIODevice::WriteOnly) || out.write(bytes) != bytes.size() || !out.commit()) {
        *messageDe = tr("Die Datei konnte nicht in den Medienordner kopiert werden (voller "
                        "Datenträger oder keine Schreibrechte?).");
        return {};
    }
    *messageDe = check.messageDe;
    return name;
}

QImage mediaThumbnail(const QString& path, const QSize& box)
{
    QImageReader reader(path);
    reader.setDecideFormatFromContent(true);
    const QSize size = reader.size();
    if (size.isValid())
        reader.setScaledSize(size.scaled(box, Qt::KeepAspectRatio));
    return reader.read();
}

} // namespace zv
