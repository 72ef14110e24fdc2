#include "store/media_names.h"

#include <QDir>
#include <QFileInfo>
#include <QUrl>

namespace zv {

namespace {

// Characters a file name must not hide: control characters (NUL, tab, line
// breaks, terminal escape sequences), invisible format characters (bidi
// overrides, zero widths), line and paragraph separators, and what is no
// character at all (half a surrogate pair, unassigned, U+FFFD).
bool isControlOrInvalid(char32_t c)
{
    switch (QChar::category(c)) {
    case QChar::Other_Control:
    case QChar::Other_Format:
    case QChar::Other_Surrogate:
    case QChar::Other_NotAssigned:
    case QChar::Separator_Line:
    case QChar::Separator_Paragraph:
        return true;
    default:
        return c == QChar::ReplacementCharacter;
    }
}

} // namespace

bool isPlainFileName(const QString& name, QString* why)
{
    const auto refuse = [why](const QString& reason) {
        if (why)
            *why = reason;
        return false;
    };
    if (name.isEmpty())
        return refuse(QStringLiteral("the name is empty"));
    if (name.toUtf8().size() > kMaximumMediaNameBytes)
        return refuse(
            QStringLiteral("the name is longer than %1 bytes").arg(kMaximumMediaNameBytes));
    if (name.startsWith(QLatin1Char('.')))
        return refuse(QStringLiteral("the name starts with a dot"));
    // By code point, so that a character outside the Basic Multilingual Plane
    // (a surrogate pair) counts as the one character it is; toUcs4() turns a
    // lone surrogate into U+FFFD, which is refused.
    for (const char32_t c : name.toUcs4()) {
        if (c == U'/' || c == U'\\')
            return refuse(QStringLiteral("the name has a folder part"));
        if (c == U':')
            return refuse(QStringLiteral("the name has a drive or stream part (':')"));
        if (isControlOrInvalid(c))
            return refuse(QStringLiteral("the name has a control or invalid character"));
    }
    if (name.trimmed() != name)
        return refuse(QStringLiteral("the name starts or ends with a space"));
    return true;
}

QString shownFileName(const QString& name)
{
    QString shown;
    for (const char32_t c : name.toUcs4()) {
        if (shown.size() >= 80) {
            shown += QChar(0x2026); // …
            break;
        }
        shown += isControlOrInvalid(c) ? QStringLiteral("?") : QString::fromUcs4(&c, 1);
    }
    return shown;
}

QList<MediaReference> mediaReferences(const Item& item)
{
    QList<MediaReference> result;
    const auto add = [&result](const QString& en, const QString& de, const QString& name) {
        if (!name.isEmpty())
            result.append({en, de, name});
    };
    for (qsizetype i = 0; i < item.steps.size(); ++i) {
        const Step& step = item.steps.at(i);
        add(QStringLiteral("step %1 (picture)").arg(i + 1),
            QStringLiteral("Schritt %1 (Bild)").arg(i + 1), step.image);
        add(QStringLiteral("step %1 (sound)").arg(i + 1),
            QStringLiteral("Schritt %1 (Ton)").arg(i + 1), step.audio);
    }
    for (const ImageSlot& image : item.images)
        add(QStringLiteral("picture '%1'").arg(image.key),
            QStringLiteral("Bild „%1“").arg(image.key), image.file);
    for (const AudioClip& clip : item.audio)
        add(QStringLiteral("sound '%1'").arg(clip.key), QStringLiteral("Ton „%1“").arg(clip.key),
            clip.file);
    return result;
}

QString mediaFilePath(const QString& mediaDirectory, const QString& name)
{
    if (mediaDirectory.isEmpty() || !isPlainFileName(name))
        return {};
    const QString folder = QDir(mediaDirectory).absolutePath();
    const QString path = QDir(folder).absoluteFilePath(name);
    const QFileInfo info(path);
    // A folder of that name is no media file, and nothing may be written into it.
    if (info.isDir())
        return {};
    // A symbolic link inside the media folder must not lead out of it, and a
    // dangling one (canonical path empty) must not let a writer create a file
    // wherever it points.
    if (info.isSymLink() || info.exists()) {
        const QString real = info.canonicalFilePath();
        const QString realFolder = QFileInfo(folder).canonicalFilePath();
        if (real.isEmpty() || realFolder.isEmpty() ||
            !real.startsWith(realFolder + QLatin1Char('/')))
            return {};
    }
    return path;
}

QString bundledDrawingPath(const QString& name)
{
    if (!isPlainFileName(name))
        return {};
    const QString path = QStringLiteral(":/media/") + name;
    return QFileInfo(path).isFile() ? path : QString();
}

QString pictureFilePath(const QString& mediaDirectory, const QString& name)
{
    const QString path = mediaFilePath(mediaDirectory, name);
    if (!path.isEmpty() && QFileInfo(path).isFile())
        return path;
    return bundledDrawingPath(name);
}

QString pictureUrl(const QString& mediaDirectory, const QString& name)
{
    const QString path = pictureFilePath(mediaDirectory, name);
    if (path.isEmpty())
        return {};
    return isBundledDrawing(path) ? QStringLiteral("qrc") + path
                                  : QUrl::fromLocalFile(path).toString();
}

QString thumbnailDirectory(const QString& mediaDirectory)
{
    if (mediaDirectory.isEmpty())
        return {};
    return QDir::cleanPath(QDir(mediaDirectory).absoluteFilePath(QStringLiteral("../thumbnails")));
}

QString thumbnailUrl(const QString& mediaDirectory, const QString& gameKey)
{
    const QString name = gameKey + QStringLiteral(".png");
    if (gameKey.isEmpty() || !isPlainFileName(name))
        return {};
    const QString path = QDir(thumbnailDirectory(mediaDirectory)).filePath(name);
    return QFileInfo(path).isFile() ? QUrl::fromLocalFile(path).toString() : QString();
}

bool isBundledDrawing(const QString& path)
{
    return path.startsWith(QLatin1String(":/media/"));
}

QString drawnCredit(const QString& language)
{
    return language == QLatin1String("en") ? QStringLiteral("Drawn for the exhibition")
                                           : QStringLiteral("Gezeichnet für die Ausstellung");
}

} // namespace zv
