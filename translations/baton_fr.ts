<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name>baton::AgentsTable</name>
    <message>
        <source>Add agent</source>
        <translation>Nouvel agent</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>Monter</translation>
    </message>
    <message>
        <source>Move down</source>
        <translation>Descendre</translation>
    </message>
    <message>
        <source>Selected agent</source>
        <translation>Agent sélectionné</translation>
    </message>
    <message>
        <source>Role</source>
        <extracomment>A column: the agent&apos;s role in the group model.</extracomment>
        <translation>Rôle</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modèle</translation>
    </message>
    <message>
        <source>Instruction</source>
        <translation>Instruction</translation>
    </message>
    <message>
        <source>The agent&apos;s instruction override</source>
        <translation>Instruction propre à l’agent</translation>
    </message>
    <message>
        <source>Remove the selected agent</source>
        <translation>Retirer l’agent sélectionné</translation>
    </message>
    <message>
        <source>Move the selected agent up (Alt+Up)</source>
        <translation>Monter l’agent sélectionné (Alt+Haut)</translation>
    </message>
    <message>
        <source>Move the selected agent down (Alt+Down)</source>
        <translation>Descendre l’agent sélectionné (Alt+Bas)</translation>
    </message>
    <message>
        <source>e.g. Researcher, Critic, Summariser</source>
        <translation>p. ex. Chercheur, Critique, Synthétiseur</translation>
    </message>
    <message>
        <source>Replaces the model&apos;s own system instruction for this agent (optional)</source>
        <translation>Remplace l’instruction système du modèle pour cet agent (facultatif)</translation>
    </message>
    <message>
        <source>Agent %1</source>
        <translation>Agent %1</translation>
    </message>
    <message>
        <source>Agent %1 (“%2”)</source>
        <translation>Agent %1 («&#xa0;%2&#xa0;»)</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>&amp;Model</source>
        <translation>&amp;Modèle</translation>
    </message>
    <message>
        <source>R&amp;ole</source>
        <translation>R&amp;ôle</translation>
    </message>
    <message>
        <source>&amp;Instruction override</source>
        <translation>&amp;Instruction propre</translation>
    </message>
</context>
<context>
    <name>baton::ApiError</name>
    <message>
        <source>The service could not read the request.</source>
        <translation>Le service n’a pas pu lire la requête.</translation>
    </message>
    <message>
        <source>The service rejected some fields of the request.</source>
        <translation>Le service a rejeté certains champs de la requête.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>The service rejected some fields of the request: %1</source>
        <translation>Le service a rejeté certains champs de la requête&#xa0;: %1</translation>
    </message>
    <message>
        <source>The service does not accept this API token. Check the token stored for this profile.</source>
        <translation>Le service n’accepte pas ce jeton d’API. Vérifiez le jeton enregistré pour ce profil.</translation>
    </message>
    <message>
        <source>This API token is not active. Activate it in the service or use another token.</source>
        <translation>Ce jeton d’API n’est pas actif. Activez-le dans le service ou utilisez un autre jeton.</translation>
    </message>
    <message>
        <source>This API token lacks a capability this action needs.</source>
        <translation>Il manque à ce jeton d’API une capacité nécessaire à cette action.</translation>
    </message>
    <message>
        <source>This API token lacks the capability “%1” that this action needs.</source>
        <translation>Il manque à ce jeton d’API la capacité «&#xa0;%1&#xa0;», nécessaire à cette action.</translation>
    </message>
    <message>
        <source>The token&apos;s scope policy does not allow this share scope.</source>
        <translation>La politique de portée du jeton n’autorise pas cette portée de partage.</translation>
    </message>
    <message>
        <source>The token&apos;s scope policy does not allow the share scope “%1”.</source>
        <translation>La politique de portée du jeton n’autorise pas la portée de partage «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>The request conflicts with the current state of the service.</source>
        <translation>La requête est en conflit avec l’état actuel du service.</translation>
    </message>
    <message>
        <source>This approval has expired; its tool calls were not run.</source>
        <translation>Cette approbation a expiré&#xa0;; ses appels d’outils n’ont pas été exécutés.</translation>
    </message>
    <message>
        <source>This approval has already been answered.</source>
        <translation>Cette approbation a déjà reçu une réponse.</translation>
    </message>
    <message>
        <source>The request is larger than the service accepts (for an upload: the file or its metadata).</source>
        <translation>La requête dépasse la taille acceptée par le service (pour un envoi de fichier&#xa0;: le fichier ou ses métadonnées).</translation>
    </message>
    <message numerus="yes">
        <source>Too many requests: wait %n second(s) before trying again.</source>
        <translation>
            <numerusform>Trop de requêtes&#xa0;: attendez %n seconde avant de réessayer.</numerusform>
            <numerusform>Trop de requêtes&#xa0;: attendez %n secondes avant de réessayer.</numerusform>
        </translation>
    </message>
    <message>
        <source>Too many requests: wait a moment before trying again.</source>
        <translation>Trop de requêtes&#xa0;: attendez un instant avant de réessayer.</translation>
    </message>
    <message numerus="yes">
        <source>Try again in %n second(s).</source>
        <translation>
            <numerusform>Réessayez dans %n seconde.</numerusform>
            <numerusform>Réessayez dans %n secondes.</numerusform>
        </translation>
    </message>
    <message>
        <source>Could not reach the service: %1</source>
        <translation>Impossible de joindre le service&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <source>The service sent nothing for %n second(s); the request was stopped.</source>
        <translation>
            <numerusform>Le service n’a rien envoyé pendant %n seconde&#xa0;; la requête a été arrêtée.</numerusform>
            <numerusform>Le service n’a rien envoyé pendant %n secondes&#xa0;; la requête a été arrêtée.</numerusform>
        </translation>
    </message>
    <message>
        <source>The request was canceled.</source>
        <translation>La requête a été annulée.</translation>
    </message>
    <message>
        <source>Baton refused to send the request over plain http to %1. Use https, or allow plain http for this profile.</source>
        <translation>Baton a refusé d’envoyer la requête en http non chiffré à %1. Utilisez https, ou autorisez le http non chiffré pour ce profil.</translation>
    </message>
    <message>
        <source>The profile&apos;s base URL “%1” is not an http or https address.</source>
        <translation>L’URL de base «&#xa0;%1&#xa0;» du profil n’est pas une adresse http ou https.</translation>
    </message>
    <message>
        <source>The service redirected the request to another origin (%1). Baton does not follow it, so that the token stays with the profile&apos;s origin.</source>
        <translation>Le service a redirigé la requête vers une autre origine (%1). Baton ne suit pas cette redirection, afin que le jeton reste limité à l’origine du profil.</translation>
    </message>
    <message>
        <source>The file “%1” cannot be read, so it was not uploaded.</source>
        <translation>Le fichier «&#xa0;%1&#xa0;» est illisible&#xa0;; il n’a donc pas été importé.</translation>
    </message>
    <message>
        <source>(Request id: %1)</source>
        <translation>(ID de requête&#xa0;: %1)</translation>
    </message>
    <message>
        <source>The service reported an error (HTTP %1, %2) without a message.</source>
        <extracomment>%2 is the error&apos;s type and code as the service named them, e.g. permission_error/missing_capability.</extracomment>
        <translation>Le service a signalé une erreur (HTTP %1, %2) sans message.</translation>
    </message>
    <message>
        <source>The service says: “%1” (HTTP %2).</source>
        <translation>Le service indique&#xa0;: «&#xa0;%1&#xa0;» (HTTP %2).</translation>
    </message>
    <message>
        <source>The service says: “%1” (HTTP %2, %3).</source>
        <extracomment>%3 is the error&apos;s type and code as the service named them, e.g. permission_error/missing_capability.</extracomment>
        <translation>Le service indique&#xa0;: «&#xa0;%1&#xa0;» (HTTP %2, %3).</translation>
    </message>
    <message>
        <source>The answer (HTTP %1) has an empty body: it is not the service&apos;s JSON error and says nothing more.</source>
        <translation>La réponse (HTTP %1) a un corps vide&#xa0;: ce n’est pas l’erreur JSON du service, et elle n’en dit pas plus.</translation>
    </message>
    <message>
        <source>The service reports that the request carried no API token. Check that a token is stored for this profile; a proxy between Baton and the service can also strip the Authorization header.</source>
        <translation>Le service signale que la requête ne portait aucun jeton d’API. Vérifiez qu’un jeton est enregistré pour ce profil&#xa0;; un proxy entre Baton et le service peut aussi retirer l’en-tête Authorization.</translation>
    </message>
    <message>
        <source>The object does not exist, or this token cannot see it.</source>
        <translation>L’objet n’existe pas, ou ce jeton ne peut pas le voir.</translation>
    </message>
    <message>
        <source>The service failed while handling the request.</source>
        <translation>Le service a échoué en traitant la requête.</translation>
    </message>
    <message>
        <source>(The answer carried no request id.)</source>
        <translation>(La réponse ne portait pas d’ID de requête.)</translation>
    </message>
    <message numerus="yes">
        <source>The service answered (HTTP %1), then sent nothing for %n second(s); the request was stopped.</source>
        <translation>
            <numerusform>Le service a répondu (HTTP %1), puis n’a rien envoyé pendant %n seconde&#xa0;; la requête a été arrêtée.</numerusform>
            <numerusform>Le service a répondu (HTTP %1), puis n’a rien envoyé pendant %n secondes&#xa0;; la requête a été arrêtée.</numerusform>
        </translation>
    </message>
    <message>
        <source>no content type</source>
        <extracomment>Stands for the content type of an answer that had none.</extracomment>
        <translation>sans type de contenu</translation>
    </message>
    <message>
        <source>HTTP %1, %2, %3</source>
        <extracomment>What came back: the HTTP status, the content type and the body&apos;s size, e.g. &quot;HTTP 503, text/html, 12.5 KiB&quot;.</extracomment>
        <translation>HTTP %1, %2, %3</translation>
    </message>
    <message>
        <source>The answer (%1) is not the service&apos;s JSON error and holds no readable text: it may come from a proxy or from another server at this address. It begins: “%2”</source>
        <translation>La réponse (%1) n’est pas l’erreur JSON du service et ne contient aucun texte lisible&#xa0;: elle peut venir d’un proxy ou d’un autre serveur à cette adresse. Elle commence par&#xa0;: «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <source>The answer (%1) is not the service&apos;s JSON error: it may come from a proxy or from another server at this address. It begins: “%2”</source>
        <translation>La réponse (%1) n’est pas l’erreur JSON du service&#xa0;: elle peut venir d’un proxy ou d’un autre serveur à cette adresse. Elle commence par&#xa0;: «&#xa0;%2&#xa0;»</translation>
    </message>
    <message numerus="yes">
        <source>and %n more</source>
        <extracomment>%1 lists the first field errors; %n is how many more the service sent.</extracomment>
        <translation>
            <numerusform>et %n autre</numerusform>
            <numerusform>et %n autres</numerusform>
        </translation>
    </message>
    <message>
        <source>The answer (%1) is neither an event stream nor JSON, and its body is empty.</source>
        <translation>La réponse (%1) n’est ni un flux d’événements ni du JSON, et son corps est vide.</translation>
    </message>
    <message>
        <source>The answer (%1) is neither an event stream nor JSON, and holds no readable text: it may come from a proxy or from another server at this address. It begins: “%2”</source>
        <translation>La réponse (%1) n’est ni un flux d’événements ni du JSON, et ne contient aucun texte lisible&#xa0;: elle peut venir d’un proxy ou d’un autre serveur à cette adresse. Elle commence par&#xa0;: «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <source>The answer (%1) is neither an event stream nor JSON: it may come from a proxy or from another server at this address. It begins: “%2”</source>
        <translation>La réponse (%1) n’est ni un flux d’événements ni du JSON&#xa0;: elle peut venir d’un proxy ou d’un autre serveur à cette adresse. Elle commence par&#xa0;: «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <source>The answer (HTTP %1) went on past %2, so Baton stopped reading it. The service sends no answer that large: check the profile&apos;s base URL, or a proxy between Baton and the service.</source>
        <translation>La réponse (HTTP %1) a dépassé %2&#xa0;: Baton a donc cessé de la lire. Le service n’envoie aucune réponse aussi grande&#xa0;: vérifiez l’URL de base du profil, ou un proxy entre Baton et le service.</translation>
    </message>
</context>
<context>
    <name>baton::ApiResourceEditor</name>
    <message>
        <source>e.g. Opening hours</source>
        <translation>p. ex. Horaires d’ouverture</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Nom</translation>
    </message>
    <message>
        <source>What the resource holds and when the model should read it.</source>
        <translation>Ce que contient la ressource et quand le modèle doit la lire.</translation>
    </message>
    <message>
        <source>&amp;Description</source>
        <translation>&amp;Description</translation>
    </message>
    <message>
        <source>https://api.example.com/hours</source>
        <translation>https://api.example.com/hours</translation>
    </message>
    <message>
        <source>Read with GET.</source>
        <translation>Lue avec GET.</translation>
    </message>
    <message>
        <source>&amp;URL template</source>
        <translation>Modèle d’&amp;URL</translation>
    </message>
    <message>
        <source>Headers</source>
        <translation>En-têtes</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>&amp;Timeout</source>
        <translation>Délai ma&amp;x.</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>How long the service may reuse an answer; 0 means never.</source>
        <translation>Durée pendant laquelle le service peut réutiliser une réponse&#xa0;; 0 signifie jamais.</translation>
    </message>
    <message>
        <source>&amp;Cache lifetime</source>
        <translation>Durée du &amp;cache</translation>
    </message>
    <message>
        <source>Shared with</source>
        <translation>Partagée avec</translation>
    </message>
    <message>
        <source>The value of %1 is now in the secret “%2”. API resources cannot send a secret: to call this address with it, use a tool with an auth field %1 that uses this secret.</source>
        <translation>La valeur de %1 est maintenant dans le secret «&#xa0;%2&#xa0;». Les ressources d’API ne peuvent pas envoyer de secret&#xa0;: pour appeler cette adresse avec, utilisez un outil avec un champ d’authentification %1 qui utilise ce secret.</translation>
    </message>
</context>
<context>
    <name>baton::ApprovalDialog</name>
    <message>
        <source>Approve tool calls</source>
        <translation>Approuver les appels d’outils</translation>
    </message>
    <message numerus="yes">
        <source>The answer asks to run %n tool call(s). Approve or deny each one; the conversation goes on with your decisions.</source>
        <translation>
            <numerusform>La réponse demande à exécuter %n appel d’outil. Approuvez-le ou refusez-le&#xa0;; la conversation se poursuit selon votre décision.</numerusform>
            <numerusform>La réponse demande à exécuter %n appels d’outils. Approuvez ou refusez chacun d’eux&#xa0;; la conversation se poursuit selon vos décisions.</numerusform>
        </translation>
    </message>
    <message>
        <source>Looking up the tools…</source>
        <translation>Recherche des outils…</translation>
    </message>
    <message>
        <source>&amp;Approve all</source>
        <translation>&amp;Tout approuver</translation>
    </message>
    <message>
        <source>&amp;Deny all</source>
        <translation>Tout &amp;refuser</translation>
    </message>
    <message>
        <source>&amp;Submit decisions</source>
        <translation>&amp;Envoyer les décisions</translation>
    </message>
    <message>
        <source>Decide &amp;later</source>
        <translation>Décider &amp;plus tard</translation>
    </message>
    <message>
        <source>Close; the tool calls keep waiting for a decision until the approval expires.</source>
        <translation>Fermer&#xa0;; les appels d’outils restent en attente d’une décision jusqu’à l’expiration de l’approbation.</translation>
    </message>
    <message>
        <source>(unnamed tool)</source>
        <translation>(outil sans nom)</translation>
    </message>
    <message>
        <source>Risk: checking…</source>
        <translation>Risque&#xa0;: vérification…</translation>
    </message>
    <message>
        <source>Looking up the tool…</source>
        <translation>Recherche de l’outil…</translation>
    </message>
    <message>
        <source>Arguments of %1</source>
        <translation>Arguments de %1</translation>
    </message>
    <message>
        <source>Show &amp;secret values</source>
        <translation>Afficher les valeurs &amp;secrètes</translation>
    </message>
    <message>
        <source>Approve</source>
        <translation>Approuver</translation>
    </message>
    <message>
        <source>Deny</source>
        <translation>Refuser</translation>
    </message>
    <message>
        <source>Why the call is denied (optional; the model reads it)</source>
        <translation>Motif du refus (facultatif&#xa0;; le modèle le lit)</translation>
    </message>
    <message>
        <source>The tools list could not be read: %1</source>
        <translation>La liste des outils n’a pas pu être lue&#xa0;: %1</translation>
    </message>
    <message>
        <source>This token may not read the tools list (it lacks the “%1” capability): what each call does is unknown.</source>
        <translation>Ce jeton ne peut pas lire la liste des outils (il lui manque la capacité «&#xa0;%1&#xa0;»)&#xa0;: l’effet de chaque appel est inconnu.</translation>
    </message>
    <message>
        <source>High risk</source>
        <translation>Risque élevé</translation>
    </message>
    <message>
        <source>Medium risk</source>
        <translation>Risque moyen</translation>
    </message>
    <message>
        <source>Low risk</source>
        <translation>Risque faible</translation>
    </message>
    <message>
        <source>Unknown risk</source>
        <translation>Risque inconnu</translation>
    </message>
    <message>
        <source>Expires in %1 (at %2).</source>
        <translation>Expire dans %1 (à %2).</translation>
    </message>
    <message>
        <source>The reason for denying %1 has %2 characters; at most %3 are allowed.</source>
        <translation>Le motif du refus de %1 compte %2 caractères&#xa0;; %3 au maximum sont autorisés.</translation>
    </message>
    <message numerus="yes">
        <source>Approve or deny %n more call(s) first.</source>
        <translation>
            <numerusform>Il reste %n appel à approuver ou à refuser.</numerusform>
            <numerusform>Il reste %n appels à approuver ou à refuser.</numerusform>
        </translation>
    </message>
    <message>
        <source>This approval expired by the service&apos;s clock, as far as Baton can tell: the tool calls will not run. The conversation is kept; send a new message to ask again.</source>
        <translation>Cette approbation a expiré selon l’horloge du service, pour autant que Baton puisse en juger&#xa0;: les appels d’outils ne seront pas exécutés. La conversation est conservée&#xa0;; envoyez un nouveau message pour redemander.</translation>
    </message>
    <message>
        <source>The approval expired by the service&apos;s clock, as far as Baton can tell.</source>
        <translation>L’approbation a expiré selon l’horloge du service, pour autant que Baton puisse en juger.</translation>
    </message>
    <message>
        <source>Time left</source>
        <translation>Temps restant</translation>
    </message>
    <message>
        <source>Call %1</source>
        <translation>Appel %1</translation>
    </message>
    <message>
        <source>Not encrypted (http)</source>
        <translation>Non chiffré (http)</translation>
    </message>
    <message>
        <source>The call goes over plain http: its arguments and headers can be read and changed on the way.</source>
        <translation>L’appel passe par http en clair&#xa0;: ses arguments et ses en-têtes peuvent être lus et modifiés en chemin.</translation>
    </message>
    <message>
        <source>Reason for denying %1 (optional)</source>
        <translation>Motif du refus de %1 (facultatif)</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>method, then the address the call reaches</comment>
        <translation>%1 %2</translation>
    </message>
    <message numerus="yes">
        <source>%n more tool call(s), decided together:</source>
        <translation>
            <numerusform>%n autre appel d’outil, décidé en bloc&#xa0;:</numerusform>
            <numerusform>%n autres appels d’outils, décidés en bloc&#xa0;:</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (call %2)</source>
        <comment>a tool call&apos;s name, then its id</comment>
        <translation>%1 (appel %2)</translation>
    </message>
    <message>
        <source>The other tool calls</source>
        <translation>Les autres appels d’outils</translation>
    </message>
    <message>
        <source>Approve these</source>
        <translation>Les approuver</translation>
    </message>
    <message>
        <source>Deny these</source>
        <translation>Les refuser</translation>
    </message>
    <message>
        <source>Why these calls are denied (optional; the model reads it)</source>
        <translation>Motif du refus de ces appels (facultatif&#xa0;; le modèle le lit)</translation>
    </message>
    <message>
        <source>Reason for denying the other tool calls (optional)</source>
        <translation>Motif du refus des autres appels d’outils (facultatif)</translation>
    </message>
    <message>
        <source>The reason for denying the other calls has %1 characters; at most %2 are allowed.</source>
        <translation>Le motif du refus des autres appels compte %1&#xa0;caractères&#xa0;; %2 au plus sont permis.</translation>
    </message>
    <message>
        <source>The chat&apos;s target is not a model this console can name (%1): which tool each call runs is not proved.</source>
        <translation>La cible de la conversation n’est pas un modèle que cette console sait nommer (%1) : l’outil qu’exécute chaque appel n’est pas établi.</translation>
    </message>
    <message>
        <source>The list of the tools shared with this chat&apos;s target ended early (%1): which tool each call runs is not proved.</source>
        <translation>La liste des outils partagés avec la cible de cette conversation s’est arrêtée trop tôt (%1) : l’outil qu’exécute chaque appel n’est pas établi.</translation>
    </message>
    <message numerus="yes">
        <source>%1 (the highest of %n tools)</source>
        <extracomment>The highest risk among the tools a call may run, when several share its name.</extracomment>
        <translation>
            <numerusform>%1 (le plus élevé de %n outil)</numerusform>
            <numerusform>%1 (le plus élevé de %n outils)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Ambiguous: %n tools named “%1” are shared with this chat&apos;s target, and the service may run any of them:</source>
        <translation>
            <numerusform>Ambigu : %n outil nommé « %1 » est partagé avec la cible de cette conversation, et le service peut l’exécuter :</numerusform>
            <numerusform>Ambigu : %n outils nommés « %1 » sont partagés avec la cible de cette conversation, et le service peut exécuter n’importe lequel :</numerusform>
        </translation>
    </message>
    <message>
        <source>Method and address unknown: the tools shared with this chat&apos;s target could not be read whole, and none named “%1” was among those read.</source>
        <translation>Méthode et adresse inconnues : les outils partagés avec la cible de cette conversation n’ont pas pu être lus en entier, et aucun nommé « %1 » ne figurait parmi ceux lus.</translation>
    </message>
    <message>
        <source>Not proved: the tools read that are named “%1”, of a list that could not be read whole:</source>
        <translation>Non établi : les outils lus nommés « %1 », d’une liste qui n’a pas pu être lue en entier :</translation>
    </message>
    <message>
        <source>No tool named “%1” is shared with this chat&apos;s target: what the call does is unknown.</source>
        <translation>Aucun outil nommé « %1 » n’est partagé avec la cible de cette conversation : ce que fait l’appel est inconnu.</translation>
    </message>
    <message>
        <source>Decision on %1, call %2</source>
        <translation>Décision sur %1, appel %2</translation>
    </message>
    <message>
        <source>Less than a minute left: expires at %1.</source>
        <translation>Moins d’une minute restante&#xa0;: expire à %1.</translation>
    </message>
    <message>
        <source>Expires at %1.</source>
        <translation>Expire à %1.</translation>
    </message>
</context>
<context>
    <name>baton::AuthFieldsEditor</name>
    <message>
        <source>Header</source>
        <translation>En-tête</translation>
    </message>
    <message>
        <source>Secret</source>
        <translation>Secret</translation>
    </message>
    <message>
        <source>Add auth field</source>
        <translation>Ajouter un champ</translation>
    </message>
    <message>
        <source>e.g. Authorization</source>
        <translation>p. ex. Authorization</translation>
    </message>
    <message>
        <source>Header name</source>
        <translation>Nom de l’en-tête</translation>
    </message>
</context>
<context>
    <name>baton::BaseModelCombo</name>
    <message>
        <source>e.g. gpt-4o, or any model name</source>
        <translation>p. ex. gpt-4o, ou tout nom de modèle</translation>
    </message>
</context>
<context>
    <name>baton::ChatExport</name>
    <message>
        <source>Chat with %1</source>
        <translation>Conversation avec %1</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <source>Assistant</source>
        <translation>Assistant</translation>
    </message>
    <message>
        <source>Tool calls:</source>
        <translation>Appels d’outils&#xa0;:</translation>
    </message>
    <message>
        <source>approved</source>
        <translation>approuvé</translation>
    </message>
    <message>
        <source>denied</source>
        <translation>refusé</translation>
    </message>
    <message>
        <source>denied: %1</source>
        <translation>refusé&#xa0;: %1</translation>
    </message>
    <message>
        <source>State: %1</source>
        <extracomment>%1 is the state of a chat turn (Awaiting approval, Interrupted, …).</extracomment>
        <translation>État&#xa0;: %1</translation>
    </message>
    <message>
        <source>Request id: %1</source>
        <translation>ID de requête&#xa0;: %1</translation>
    </message>
    <message>
        <source>Idle</source>
        <comment>a chat turn&apos;s state</comment>
        <translation>Inactif</translation>
    </message>
    <message>
        <source>Waiting</source>
        <comment>a chat turn&apos;s state</comment>
        <translation>En attente</translation>
    </message>
    <message>
        <source>Streaming</source>
        <comment>a chat turn&apos;s state: the answer is arriving</comment>
        <translation>En cours de réception</translation>
    </message>
    <message>
        <source>Completed</source>
        <comment>a chat turn&apos;s state</comment>
        <translation>Terminé</translation>
    </message>
    <message>
        <source>Awaiting approval</source>
        <comment>a chat turn&apos;s state</comment>
        <translation>En attente d’approbation</translation>
    </message>
    <message>
        <source>Decided</source>
        <comment>a chat turn&apos;s state: its tool calls were decided</comment>
        <translation>Décidé</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <comment>a chat turn&apos;s state</comment>
        <translation>Annulé</translation>
    </message>
    <message>
        <source>Interrupted</source>
        <comment>a chat turn&apos;s state: the answer broke off</comment>
        <translation>Interrompu</translation>
    </message>
    <message>
        <source>Failed</source>
        <comment>a chat turn&apos;s state</comment>
        <translation>Échec</translation>
    </message>
    <message>
        <source>Approval expired</source>
        <comment>a chat turn&apos;s state</comment>
        <translation>Approbation expirée</translation>
    </message>
    <message>
        <source>sent, not yet taken by the service</source>
        <translation>envoyée, pas encore prise en compte par le service</translation>
    </message>
    <message>
        <source>the service took it</source>
        <translation>le service l’a prise en compte</translation>
    </message>
    <message>
        <source>refused by the service</source>
        <translation>refusée par le service</translation>
    </message>
    <message>
        <source>did not reach the service</source>
        <translation>n’est pas parvenue au service</translation>
    </message>
    <message>
        <source>the approval had expired</source>
        <translation>l’approbation avait expiré</translation>
    </message>
    <message>
        <source>the service had already settled the approval</source>
        <translation>le service avait déjà réglé l’approbation</translation>
    </message>
    <message>
        <source>Baton&apos;s request id: %1</source>
        <extracomment>The id Baton sends with a chat request (metadata.request_id), beside the service&apos;s own.</extracomment>
        <translation>Identifiant de requête de Baton : %1</translation>
    </message>
</context>
<context>
    <name>baton::ChatPane</name>
    <message>
        <source>Review tool calls…</source>
        <translation>Examiner les appels d’outils…</translation>
    </message>
    <message>
        <source>The answer waits for your decision on its tool calls</source>
        <translation>La réponse attend votre décision sur ses appels d’outils</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Réessayer</translation>
    </message>
    <message>
        <source>Ask for the stopped or failed answer again</source>
        <translation>Redemander la réponse arrêtée ou en échec</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Message</translation>
    </message>
    <message>
        <source>Write a message; Ctrl+Enter sends it</source>
        <translation>Écrivez un message&#xa0;; Ctrl+Entrée l’envoie</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Envoyer</translation>
    </message>
    <message>
        <source>Send the message (Ctrl+Enter)</source>
        <translation>Envoyer le message (Ctrl+Entrée)</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Arrêter</translation>
    </message>
    <message>
        <source>New chat</source>
        <translation>Nouvelle conversation</translation>
    </message>
    <message>
        <source>Export Markdown…</source>
        <translation>Exporter en Markdown…</translation>
    </message>
    <message>
        <source>Export JSON…</source>
        <translation>Exporter en JSON…</translation>
    </message>
    <message>
        <source>Target</source>
        <extracomment>The model the chat talks to.</extracomment>
        <translation>Cible</translation>
    </message>
    <message>
        <source>Search the models, or type group:&lt;id&gt; or custom:&lt;id&gt;</source>
        <translation>Cherchez parmi les modèles, ou saisissez group:&lt;id&gt; ou custom:&lt;id&gt;</translation>
    </message>
    <message>
        <source>Reload</source>
        <translation>Recharger</translation>
    </message>
    <message>
        <source>Read the lists of group and custom models again</source>
        <translation>Relire les listes des modèles de groupe et des modèles personnalisés</translation>
    </message>
    <message>
        <source>Stream</source>
        <extracomment>A check box: receive the answer as it is written (verb).</extracomment>
        <translation>Flux</translation>
    </message>
    <message>
        <source>Receive the answer as it is written</source>
        <translation>Recevoir la réponse au fur et à mesure de sa rédaction</translation>
    </message>
    <message>
        <source>Mode</source>
        <extracomment>A group model&apos;s mode for this chat (orchestrate, synthesize, …).</extracomment>
        <translation>Mode</translation>
    </message>
    <message>
        <source>The group model&apos;s mode for this chat (metadata.mode)</source>
        <translation>Le mode du modèle de groupe pour cette conversation (metadata.mode)</translation>
    </message>
    <message>
        <source>Group default</source>
        <translation>Par défaut (groupe)</translation>
    </message>
    <message>
        <source>Temperature</source>
        <translation>Température</translation>
    </message>
    <message>
        <source>Default</source>
        <extracomment>Shown while the field is at its lowest: the model&apos;s own value is used.</extracomment>
        <translation>Par défaut</translation>
    </message>
    <message>
        <source>Maximum tokens</source>
        <translation>Nombre maximal de tokens</translation>
    </message>
    <message>
        <source>&amp;Target:</source>
        <translation>&amp;Cible&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Mode:</source>
        <translation>&amp;Mode&#xa0;:</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>group model</source>
        <translation>modèle de groupe</translation>
    </message>
    <message>
        <source>custom model</source>
        <translation>modèle personnalisé</translation>
    </message>
    <message>
        <source>Choose a group model or a custom model, or type group:&lt;id&gt; or custom:&lt;id&gt;.</source>
        <translation>Choisissez un modèle de groupe ou un modèle personnalisé, ou saisissez group:&lt;id&gt; ou custom:&lt;id&gt;.</translation>
    </message>
    <message>
        <source>Export the conversation as Markdown</source>
        <translation>Exporter la conversation en Markdown</translation>
    </message>
    <message>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <source>Export the conversation as JSON</source>
        <translation>Exporter la conversation en JSON</translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <source>The conversation could not be written to %1: %2</source>
        <translation>La conversation n’a pas pu être écrite dans %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Conversation saved to %1</source>
        <translation>Conversation enregistrée dans %1</translation>
    </message>
    <message>
        <source>The approval expired by the service&apos;s clock, as far as Baton can tell: its tool calls will not run. The conversation goes on.</source>
        <translation>L’approbation a expiré selon l’horloge du service, pour autant que Baton puisse en juger&#xa0;: ses appels d’outils ne seront pas exécutés. La conversation continue.</translation>
    </message>
    <message>
        <source>Send waits for your decision on %1, which expires in %2.</source>
        <translation>L’envoi attend votre décision sur %1, qui expire dans %2.</translation>
    </message>
    <message>
        <source>Send waits for your decision on %1.</source>
        <translation>L’envoi attend votre décision sur %1.</translation>
    </message>
    <message>
        <source>Answer finished</source>
        <translation>Réponse terminée</translation>
    </message>
    <message>
        <source>Answer interrupted</source>
        <translation>Réponse interrompue</translation>
    </message>
    <message>
        <source>Answer failed</source>
        <translation>Réponse en échec</translation>
    </message>
    <message>
        <source>Choose or type a target for the example, then Send.</source>
        <translation>Choisissez ou saisissez une cible pour l’exemple, puis Envoyer.</translation>
    </message>
    <message numerus="yes">
        <source>Approval needed: %n tool call(s)</source>
        <translation>
            <numerusform>Approbation nécessaire&#xa0;: %n appel d’outil</numerusform>
            <numerusform>Approbation nécessaire&#xa0;: %n appels d’outils</numerusform>
        </translation>
    </message>
    <message>
        <source>Stop the answer; what arrived is kept (Esc)</source>
        <translation>Arrêter la réponse&#xa0;; ce qui est déjà arrivé est conservé (Échap)</translation>
    </message>
    <message>
        <source>After “%1:” comes the model&apos;s id, a UUID such as 123e4567-e89b-12d3-a456-426614174000; “%2” is not one.</source>
        <extracomment>%1 is &quot;group&quot; or &quot;custom&quot;, %2 what was typed after the colon.</extracomment>
        <translation>Après «&#xa0;%1:&#xa0;» vient l’identifiant du modèle, un UUID comme 123e4567-e89b-12d3-a456-426614174000&#xa0;; «&#xa0;%2&#xa0;» n’en est pas un.</translation>
    </message>
    <message>
        <source>Conversation cleared.</source>
        <translation>Conversation effacée.</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Bring the conversation back and go on with it (%1)</source>
        <translation>Rétablir la conversation et la poursuivre (%1)</translation>
    </message>
    <message>
        <source>Start a new chat; Undo brings this one back (%1)</source>
        <translation>Commencer une nouvelle conversation&#xa0;; Annuler rétablit celle-ci (%1)</translation>
    </message>
    <message>
        <source>An answer is still arriving. A new chat stops it and discards this conversation, which cannot be brought back. Start a new chat?</source>
        <translation>Une réponse est encore en cours d’arrivée. Une nouvelle conversation l’arrête et abandonne celle-ci, qui ne pourra pas être rétablie. Commencer une nouvelle conversation&#xa0;?</translation>
    </message>
    <message>
        <source>Tool calls wait for your decision. A new chat discards them with this conversation, which cannot be brought back. Start a new chat?</source>
        <translation>Des appels d’outils attendent votre décision. Une nouvelle conversation les abandonne avec celle-ci, qui ne pourra pas être rétablie. Commencer une nouvelle conversation&#xa0;?</translation>
    </message>
    <message>
        <source>Choose a target first: a group model or a custom model.</source>
        <translation>Choisissez d’abord une cible&#xa0;: un modèle de groupe ou un modèle personnalisé.</translation>
    </message>
    <message>
        <source>(Baton&apos;s request id: %1)</source>
        <extracomment>The id Baton sends with a chat request (metadata.request_id).</extracomment>
        <translation>(Identifiant de requête de Baton : %1)</translation>
    </message>
    <message>
        <source>Send waits for your decision on %1; less than a minute left: it expires at %2.</source>
        <translation>L’envoi attend votre décision sur %1&#xa0;; moins d’une minute restante&#xa0;: elle expire à %2.</translation>
    </message>
    <message>
        <source>Send waits for your decision on %1, which expires at %2.</source>
        <translation>L’envoi attend votre décision sur %1, qui expire à %2.</translation>
    </message>
    <message>
        <source>Tem&amp;perature:</source>
        <translation>Tem&amp;pérature&#xa0;:</translation>
    </message>
    <message>
        <source>Ma&amp;x tokens:</source>
        <translation>&amp;Tokens max.&#xa0;:</translation>
    </message>
    <message>
        <source>An answer is still arriving: stop it, or wait for its end, before opening another conversation.</source>
        <translation>Une réponse arrive encore : arrêtez-la, ou attendez sa fin, avant d’ouvrir une autre conversation.</translation>
    </message>
    <message>
        <source>Tool calls wait for your decision: decide on them before opening another conversation.</source>
        <translation>Des appels d’outils attendent votre décision : décidez-en avant d’ouvrir une autre conversation.</translation>
    </message>
</context>
<context>
    <name>baton::ChatRequestBody</name>
    <message>
        <source>This tool call is not part of the pending approval.</source>
        <translation>Cet appel d’outil ne fait pas partie de l’approbation en attente.</translation>
    </message>
    <message>
        <source>This tool call has more than one decision.</source>
        <translation>Cet appel d’outil a plus d’une décision.</translation>
    </message>
    <message numerus="yes">
        <source>The reason can have at most %n characters; this one has %1.</source>
        <translation>
            <numerusform>Le motif peut compter au plus %n caractère&#xa0;; celui-ci en compte %1.</numerusform>
            <numerusform>Le motif peut compter au plus %n caractères&#xa0;; celui-ci en compte %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Approve or deny this tool call.</source>
        <translation>Approuvez ou refusez cet appel d’outil.</translation>
    </message>
</context>
<context>
    <name>baton::ChatSession</name>
    <message>
        <source>Wait for the answer, or stop it, before sending again.</source>
        <translation>Attendez la réponse, ou arrêtez-la, avant d’envoyer à nouveau.</translation>
    </message>
    <message>
        <source>Approve or deny the pending tool calls first.</source>
        <translation>Approuvez ou refusez d’abord les appels d’outils en attente.</translation>
    </message>
    <message>
        <source>Enter a message.</source>
        <translation>Saisissez un message.</translation>
    </message>
    <message>
        <source>Choose a group model or a custom model to chat with.</source>
        <translation>Choisissez un modèle de groupe ou un modèle personnalisé avec lequel converser.</translation>
    </message>
    <message>
        <source>No tool call is waiting for a decision.</source>
        <translation>Aucun appel d’outil n’attend de décision.</translation>
    </message>
    <message>
        <source>There is no stopped or failed answer to ask for again.</source>
        <translation>Il n’y a aucune réponse arrêtée ou en échec à redemander.</translation>
    </message>
    <message>
        <source>The service already took this decision, so it would refuse it a second time. Send a new message to go on.</source>
        <translation>Le service a déjà pris en compte cette décision&#xa0;; il la refuserait une seconde fois. Envoyez un nouveau message pour continuer.</translation>
    </message>
    <message>
        <source>This approval no longer waits for a decision, so there is nothing to send again.</source>
        <translation>Cette approbation n’attend plus de décision&#xa0;; il n’y a donc rien à renvoyer.</translation>
    </message>
</context>
<context>
    <name>baton::CompareView</name>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>Comparison</source>
        <translation>Comparaison</translation>
    </message>
    <message>
        <source>Tool call %1 %2</source>
        <translation>Appel d’outil %1 %2</translation>
    </message>
    <message>
        <source>approved</source>
        <translation>approuvé</translation>
    </message>
    <message>
        <source>denied</source>
        <translation>refusé</translation>
    </message>
    <message>
        <source>as recorded</source>
        <translation>comme enregistré</translation>
    </message>
    <message>
        <source>Too long to compare word by word.</source>
        <translation>Trop long pour être comparé mot à mot.</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Jetons</translation>
    </message>
    <message>
        <source>%1 (%2 in, %3 out)</source>
        <translation>%1 (%2 en entrée, %3 en sortie)</translation>
    </message>
    <message>
        <source>Credits</source>
        <translation>Crédits</translation>
    </message>
    <message>
        <source>First token</source>
        <translation>Premier jeton</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Durée</translation>
    </message>
    <message>
        <source>the same answer</source>
        <translation>la même réponse</translation>
    </message>
    <message>
        <source>the answers differ</source>
        <translation>les réponses diffèrent</translation>
    </message>
    <message>
        <source>Not asked yet.</source>
        <translation>Pas encore demandé.</translation>
    </message>
</context>
<context>
    <name>baton::CompareWindow</name>
    <message>
        <source>&amp;Re-run</source>
        <translation>&amp;Relancer</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>&amp;Arrêter</translation>
    </message>
    <message>
        <source>Compare: %1</source>
        <extracomment>The window&apos;s title: %1 is the conversation&apos;s title.</extracomment>
        <translation>Comparer : %1</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Cible</translation>
    </message>
    <message>
        <source>Re-run &amp;against</source>
        <translation>Relancer &amp;sur</translation>
    </message>
    <message>
        <source>Ask the recorded messages again on this target (Ctrl+Return)</source>
        <translation>Reposer les messages enregistrés à cette cible (Ctrl+Entrée)</translation>
    </message>
    <message>
        <source>Recorded</source>
        <translation>Enregistré</translation>
    </message>
    <message numerus="yes">
        <source>Choose a target and re-run: the %n recorded message(s) are asked again there.</source>
        <translation>
            <numerusform>Choisissez une cible et relancez : %n message enregistré y est reposé.</numerusform>
            <numerusform>Choisissez une cible et relancez : les %n messages enregistrés y sont reposés.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · %2 · %3</source>
        <extracomment>A side of a comparison: &quot;Recorded · Support assistant · 28/11/2026 14:02&quot;.</extracomment>
        <translation>%1 · %2 · %3</translation>
    </message>
    <message>
        <source>Re-run</source>
        <translation>Relance</translation>
    </message>
    <message>
        <source>A re-run kept in the history.</source>
        <translation>Une relance conservée dans l’historique.</translation>
    </message>
    <message>
        <source>This re-run is not being kept in the history: %1</source>
        <translation>Cette relance n’est pas conservée dans l’historique : %1</translation>
    </message>
    <message>
        <source>Re-running…</source>
        <translation>Relance en cours…</translation>
    </message>
    <message>
        <source>Re-running: message %1 of %2…</source>
        <translation>Relance : message %1 sur %2…</translation>
    </message>
    <message>
        <source>The recording never decided on a call of this answer: decide, or close to stop.</source>
        <translation>L’enregistrement n’a jamais décidé d’un appel de cette réponse : décidez, ou fermez pour arrêter.</translation>
    </message>
    <message numerus="yes">
        <source>Re-run ended: %1 of %n message(s) asked.</source>
        <translation>
            <numerusform>Relance terminée : %1 message sur %n posé.</numerusform>
            <numerusform>Relance terminée : %1 messages sur %n posés.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>baton::ConnectionCheck</name>
    <message>
        <source>Connected: the service accepted the token.</source>
        <translation>Connecté&#xa0;: le service a accepté le jeton.</translation>
    </message>
    <message>
        <source>It lacks the capability to manage secrets, so some panels stay empty.</source>
        <translation>Il lui manque la capacité de gérer les secrets&#xa0;; certains panneaux restent donc vides.</translation>
    </message>
    <message>
        <source>It lacks the capability “%1”, so some panels stay empty.</source>
        <translation>Il lui manque la capacité «&#xa0;%1&#xa0;»&#xa0;; certains panneaux restent donc vides.</translation>
    </message>
    <message>
        <source>Connected: the service accepted the token. %1</source>
        <extracomment>%1 says which capability the token lacks.</extracomment>
        <translation>Connecté&#xa0;: le service a accepté le jeton. %1</translation>
    </message>
    <message>
        <source>The answer (HTTP %1) is empty, so the base URL may not point at the service&apos;s API.</source>
        <translation>La réponse (HTTP %1) est vide&#xa0;: l’URL de base ne désigne peut-être pas l’API du service.</translation>
    </message>
    <message>
        <source>The answer (HTTP %1) is not JSON, so the base URL may not point at the service&apos;s API. It begins: “%2”</source>
        <translation>La réponse (HTTP %1) n’est pas du JSON&#xa0;: l’URL de base ne désigne peut-être pas l’API du service. Elle commence par&#xa0;: «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <source>%1 Check the profile&apos;s base URL: it may not point at the service&apos;s API.</source>
        <extracomment>%1 says what the answer was and how its body begins.</extracomment>
        <translation>%1 Vérifiez l’URL de base du profil&#xa0;: elle ne désigne peut-être pas l’API du service.</translation>
    </message>
</context>
<context>
    <name>baton::ConnectionController</name>
    <message>
        <source>Reading the token…</source>
        <translation>Lecture du jeton…</translation>
    </message>
    <message>
        <source>No token is stored for “%1”. Enter it to connect.</source>
        <translation>Aucun jeton n’est enregistré pour «&#xa0;%1&#xa0;». Saisissez-le pour vous connecter.</translation>
    </message>
</context>
<context>
    <name>baton::ConnectionDialog</name>
    <message>
        <source>Connect to a service</source>
        <translation>Se connecter à un service</translation>
    </message>
    <message>
        <source>&amp;Profiles</source>
        <translation>&amp;Profils</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Ajouter</translation>
    </message>
    <message>
        <source>&amp;Remove…</source>
        <translation>&amp;Retirer…</translation>
    </message>
    <message>
        <source>e.g. Production</source>
        <translation>p. ex. Production</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nom&#xa0;:</translation>
    </message>
    <message>
        <source>https://chat.example.com</source>
        <translation>https://chat.example.com</translation>
    </message>
    <message>
        <source>Allow plain &amp;http to this host</source>
        <translation>Autoriser le &amp;http non chiffré vers cet hôte</translation>
    </message>
    <message>
        <source>Plain http sends the token and everything else unencrypted. Allow it only on a network you trust; use https wherever you can.</source>
        <translation>Le http non chiffré transmet le jeton et tout le reste en clair. Ne l’autorisez que sur un réseau de confiance&#xa0;; utilisez https partout où c’est possible.</translation>
    </message>
    <message>
        <source>Base &amp;URL:</source>
        <translation>&amp;URL de base&#xa0;:</translation>
    </message>
    <message>
        <source>API token</source>
        <translation>Jeton d’API</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Afficher</translation>
    </message>
    <message>
        <source>Show the token</source>
        <translation>Afficher le jeton</translation>
    </message>
    <message>
        <source>&amp;Token:</source>
        <translation>&amp;Jeton&#xa0;:</translation>
    </message>
    <message>
        <source>Optional: found by its fields when empty</source>
        <translation>Facultative&#xa0;: sinon trouvée d’après ses champs</translation>
    </message>
    <message>
        <source>The key of the service&apos;s own object in chat answers, when you know it.</source>
        <translation>La clé de l’objet propre au service dans les réponses de conversation, si vous la connaissez.</translation>
    </message>
    <message>
        <source>Service object &amp;key:</source>
        <translation>&amp;Clé de l’objet service&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Test connection</source>
        <translation>&amp;Tester la connexion</translation>
    </message>
    <message>
        <source>Use the &amp;local sandbox</source>
        <translation>Utiliser le &amp;bac à sable local</translation>
    </message>
    <message>
        <source>Start the embedded sandbox with demo data and connect to it. Nothing is stored.</source>
        <translation>Démarrer le bac à sable intégré avec des données de démonstration et s’y connecter. Rien n’est enregistré.</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>&amp;Connect</source>
        <translation>Se c&amp;onnecter</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Saved “%1”.</source>
        <translation>«&#xa0;%1&#xa0;» enregistré.</translation>
    </message>
    <message>
        <source>Hide</source>
        <translation>Masquer</translation>
    </message>
    <message>
        <source>Hide the token</source>
        <translation>Masquer le jeton</translation>
    </message>
    <message>
        <source>Remove profile</source>
        <translation>Retirer le profil</translation>
    </message>
    <message>
        <source>Remove the profile “%1”? Its token is deleted from the keychain too.</source>
        <translation>Retirer le profil «&#xa0;%1&#xa0;»&#xa0;? Son jeton est aussi supprimé du trousseau.</translation>
    </message>
    <message>
        <source>The token could not be deleted from the keychain: %1</source>
        <translation>Le jeton n’a pas pu être supprimé du trousseau&#xa0;: %1</translation>
    </message>
    <message>
        <source>Removed “%1”.</source>
        <translation>«&#xa0;%1&#xa0;» retiré.</translation>
    </message>
    <message>
        <source>Testing %1…</source>
        <translation>Test de %1…</translation>
    </message>
    <message>
        <source>Enter the API token of this profile.</source>
        <translation>Saisissez le jeton d’API de ce profil.</translation>
    </message>
    <message>
        <source>Starting the local sandbox…</source>
        <translation>Démarrage du bac à sable local…</translation>
    </message>
    <message>
        <source>The local sandbox could not start: %1</source>
        <translation>Le bac à sable local n’a pas pu démarrer&#xa0;: %1</translation>
    </message>
    <message>
        <source>Kept in the system keychain, never in Baton&apos;s settings.</source>
        <translation>Conservé dans le trousseau du système, jamais dans les paramètres de Baton.</translation>
    </message>
    <message>
        <source>Read the token a&amp;gain</source>
        <translation>&amp;Relire le jeton</translation>
    </message>
    <message>
        <source>Ask the keychain again, for example after unlocking it.</source>
        <translation>Interroger à nouveau le trousseau, par exemple après l’avoir déverrouillé.</translation>
    </message>
    <message>
        <source>Use BATON_TOKEN?</source>
        <translation>Utiliser BATON_TOKEN&#xa0;?</translation>
    </message>
    <message>
        <source>No token is stored for “%1” (%2). Use the token of the environment variable BATON_TOKEN for this connection? It is not stored.</source>
        <translation>Aucun jeton n’est enregistré pour «&#xa0;%1&#xa0;» (%2). Utiliser pour cette connexion le jeton de la variable d’environnement BATON_TOKEN&#xa0;? Il ne sera pas enregistré.</translation>
    </message>
    <message>
        <source>BATON_TOKEN is set: it is offered, after asking, for a profile with no token stored.</source>
        <translation>BATON_TOKEN est défini&#xa0;: il est proposé, après confirmation, pour un profil sans jeton enregistré.</translation>
    </message>
    <message>
        <source>The stored token was taken out of the field: it belongs to another server. Enter the token for the new address.</source>
        <translation>Le jeton enregistré a été retiré du champ&#xa0;: il appartient à un autre serveur. Saisissez le jeton de la nouvelle adresse.</translation>
    </message>
</context>
<context>
    <name>baton::CountedTextEdit</name>
    <message>
        <source>%1 / %2</source>
        <comment>characters typed / the limit</comment>
        <translation>%1 / %2</translation>
    </message>
    <message numerus="yes">
        <source>%n characters over the limit.</source>
        <translation>
            <numerusform>%n caractère de trop.</numerusform>
            <numerusform>%n caractères de trop.</numerusform>
        </translation>
    </message>
    <message>
        <source>Characters used of the %1 allowed.</source>
        <translation>Caractères utilisés sur les %1 autorisés.</translation>
    </message>
</context>
<context>
    <name>baton::CustomModelEditor</name>
    <message>
        <source>Public: every user of the service can use it</source>
        <translation>Public&#xa0;: tous les utilisateurs du service peuvent l’utiliser</translation>
    </message>
    <message>
        <source>Application credentials</source>
        <translation>Identifiants de l’application</translation>
    </message>
    <message>
        <source>Your own key (BYOK)</source>
        <translation>Votre propre clé (BYOK)</translation>
    </message>
    <message>
        <source>e.g. Support assistant</source>
        <translation>p. ex. Assistant du support</translation>
    </message>
    <message>
        <source>The underlying model this custom model calls. Pick one or type any name the service knows.</source>
        <translation>Le modèle sous-jacent qu’appelle ce modèle personnalisé. Choisissez-en un ou saisissez tout nom connu du service.</translation>
    </message>
    <message>
        <source>What it is for, shown to the people who pick it</source>
        <translation>Son usage, affiché aux personnes qui le choisissent</translation>
    </message>
    <message>
        <source>e.g. Support</source>
        <translation>p. ex. Support</translation>
    </message>
    <message>
        <source>The system instruction every chat with this model starts with</source>
        <translation>L’instruction système par laquelle commence chaque conversation avec ce modèle</translation>
    </message>
    <message>
        <source>Calls to the model provider use the service&apos;s own account (app).</source>
        <translation>Les appels au fournisseur du modèle utilisent le compte du service (app).</translation>
    </message>
    <message>
        <source>Calls to the model provider use the key stored in a secret of the vault (byok).</source>
        <translation>Les appels au fournisseur du modèle utilisent la clé enregistrée dans un secret du coffre (byok).</translation>
    </message>
    <message>
        <source>The secret that holds the provider&apos;s API key</source>
        <translation>Le secret qui contient la clé d’API du fournisseur</translation>
    </message>
    <message>
        <source>Choose a secret</source>
        <translation>Choisir un secret</translation>
    </message>
    <message>
        <source>Choose the secret that holds the provider key.</source>
        <translation>Choisissez le secret qui contient la clé du fournisseur.</translation>
    </message>
    <message>
        <source>Choose a secret from the list, or type its UUID.</source>
        <translation>Choisissez un secret dans la liste, ou saisissez son UUID.</translation>
    </message>
    <message>
        <source>The team id typed is not in the list yet: add it, or clear it.</source>
        <translation>L’ID d’équipe saisi n’est pas encore dans la liste&#xa0;: ajoutez-le, ou effacez-le.</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Nom</translation>
    </message>
    <message>
        <source>&amp;Base model</source>
        <translation>Modèle de &amp;base</translation>
    </message>
    <message>
        <source>&amp;Description</source>
        <translation>&amp;Description</translation>
    </message>
    <message>
        <source>Ca&amp;tegory</source>
        <translation>Ca&amp;tégorie</translation>
    </message>
    <message>
        <source>T&amp;ags</source>
        <translation>Éti&amp;quettes</translation>
    </message>
    <message>
        <source>System &amp;instruction</source>
        <translation>&amp;Instruction système</translation>
    </message>
    <message>
        <source>&amp;Visibility</source>
        <translation>&amp;Visibilité</translation>
    </message>
    <message>
        <source>T&amp;eams</source>
        <translation>Équip&amp;es</translation>
    </message>
    <message>
        <source>&amp;Credentials</source>
        <translation>Identi&amp;fiants</translation>
    </message>
    <message>
        <source>BYOK &amp;secret</source>
        <translation>&amp;Secret BYOK</translation>
    </message>
</context>
<context>
    <name>baton::Dependants</name>
    <message>
        <source>%1 “%2” — %3</source>
        <extracomment>Who uses an object: %1 the user&apos;s kind, %2 its name, %3 how it uses the object.</extracomment>
        <translation>%1 «&#xa0;%2&#xa0;» — %3</translation>
    </message>
    <message numerus="yes">
        <source>and %n more</source>
        <extracomment>After the first lines of a list of users: how many are not shown.</extracomment>
        <translation>
            <numerusform>et %n autre</numerusform>
            <numerusform>et %n autres</numerusform>
        </translation>
    </message>
    <message>
        <source>header %1</source>
        <extracomment>How a tool uses a secret: %1 the HTTP header it fills.</extracomment>
        <translation>en-tête %1</translation>
    </message>
    <message>
        <source>BYOK</source>
        <extracomment>How a custom model uses a secret: as its own provider key (bring your own key).</extracomment>
        <translation>BYOK</translation>
    </message>
    <message>
        <source>BYOK secret id</source>
        <extracomment>A custom model that names the secret but, in another credential mode, does not send it: %1 the mode.</extracomment>
        <translation>ID du secret BYOK</translation>
    </message>
    <message>
        <source>BYOK secret id, credential mode “%1”</source>
        <translation>ID du secret BYOK, mode d’identifiants «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>brain</source>
        <translation>cerveau</translation>
    </message>
    <message>
        <source>agent</source>
        <extracomment>How a group model uses a model: %1 the agent&apos;s role.</extracomment>
        <translation>agent</translation>
    </message>
    <message>
        <source>agent “%1”</source>
        <translation>agent «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>shared with this model</source>
        <extracomment>A tool, API resource or file shared with the custom or group model being deleted.</extracomment>
        <translation>partagé avec ce modèle</translation>
    </message>
    <message>
        <source>Not every list has been read, so other objects may use it too.</source>
        <translation>Toutes les listes n’ont pas encore été lues&#xa0;: d’autres objets peuvent donc aussi l’utiliser.</translation>
    </message>
</context>
<context>
    <name>baton::EditorDialog</name>
    <message>
        <source>Saving…</source>
        <translation>Enregistrement…</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Modifications non enregistrées</translation>
    </message>
</context>
<context>
    <name>baton::EventInspector</name>
    <message>
        <source>&amp;Copy all</source>
        <translation>&amp;Tout copier</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Événements</translation>
    </message>
    <message>
        <source>Copy every event of the answer, with its time and type, as text.</source>
        <translation>Copier chaque événement de la réponse, avec son heure et son type, sous forme de texte.</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Heure</translation>
    </message>
    <message>
        <source>Since start</source>
        <translation>Depuis le début</translation>
    </message>
    <message>
        <source>Event</source>
        <extracomment>A column: the type of a server-sent event.</extracomment>
        <translation>Événement</translation>
    </message>
    <message>
        <source>Data</source>
        <extracomment>A column: the data of a server-sent event.</extracomment>
        <translation>Données</translation>
    </message>
    <message>
        <source>Server-sent events of the answer</source>
        <translation>Événements envoyés par le serveur pour la réponse</translation>
    </message>
    <message>
        <source>Select an event to see its data.</source>
        <translation>Sélectionnez un événement pour voir ses données.</translation>
    </message>
    <message>
        <source>Data of the selected event</source>
        <translation>Données de l’événement sélectionné</translation>
    </message>
    <message>
        <source>+%1 ms</source>
        <translation>+%1 ms</translation>
    </message>
    <message>
        <source>Baton did not recognise this event: it is shown as it came.</source>
        <translation>Baton n’a pas reconnu cet événement&#xa0;: il est affiché tel qu’il est arrivé.</translation>
    </message>
    <message numerus="yes">
        <source>%n event(s)</source>
        <translation>
            <numerusform>%n événement</numerusform>
            <numerusform>%n événements</numerusform>
        </translation>
    </message>
    <message>
        <source>[not recognised]</source>
        <translation>[non reconnu]</translation>
    </message>
    <message numerus="yes">
        <source>%1  (%n not recognised)</source>
        <extracomment>%1 is the count of events (&quot;12 events&quot;).</extracomment>
        <translation>
            <numerusform>%1  (%n non reconnu)</numerusform>
            <numerusform>%1  (%n non reconnus)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>baton::FieldLabels</name>
    <message>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Description</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Catégorie</translation>
    </message>
    <message>
        <source>Tags</source>
        <translation>Étiquettes</translation>
    </message>
    <message>
        <source>Scope</source>
        <translation>Portée</translation>
    </message>
    <message>
        <source>Shared with</source>
        <translation>Partagé avec</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Équipe</translation>
    </message>
    <message>
        <source>Teams</source>
        <translation>Équipes</translation>
    </message>
    <message>
        <source>Public</source>
        <translation>Public</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>Fournisseur</translation>
    </message>
    <message>
        <source>Value set</source>
        <translation>Valeur définie</translation>
    </message>
    <message>
        <source>Value changed</source>
        <translation>Valeur modifiée</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Méthode</translation>
    </message>
    <message>
        <source>URL template</source>
        <translation>Modèle d’URL</translation>
    </message>
    <message>
        <source>Arguments schema</source>
        <translation>Schéma des arguments</translation>
    </message>
    <message>
        <source>Headers</source>
        <translation>En-têtes</translation>
    </message>
    <message>
        <source>Auth fields</source>
        <translation>Champs d’authentification</translation>
    </message>
    <message>
        <source>Timeout (ms)</source>
        <translation>Délai max. (ms)</translation>
    </message>
    <message>
        <source>Asks for approval</source>
        <translation>Demande une approbation</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Version</translation>
    </message>
    <message>
        <source>Cache lifetime (s)</source>
        <translation>Durée du cache (s)</translation>
    </message>
    <message>
        <source>File name</source>
        <translation>Nom du fichier</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Content type</source>
        <translation>Type de contenu</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Taille</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Statut</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Progression</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Erreur</translation>
    </message>
    <message>
        <source>Base model</source>
        <translation>Modèle de base</translation>
    </message>
    <message>
        <source>System instruction</source>
        <translation>Instruction système</translation>
    </message>
    <message>
        <source>Credentials</source>
        <translation>Identifiants</translation>
    </message>
    <message>
        <source>Own key (secret)</source>
        <translation>Clé personnelle (secret)</translation>
    </message>
    <message>
        <source>Icon</source>
        <translation>Icône</translation>
    </message>
    <message>
        <source>Default mode</source>
        <translation>Mode par défaut</translation>
    </message>
    <message>
        <source>Brain</source>
        <translation>Cerveau</translation>
    </message>
    <message>
        <source>Agents</source>
        <translation>Agents</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>Création</translation>
    </message>
    <message>
        <source>Updated</source>
        <translation>Mise à jour</translation>
    </message>
    <message>
        <source>Conversation id</source>
        <translation>ID de conversation</translation>
    </message>
    <message>
        <source>Owner id</source>
        <translation>ID du propriétaire</translation>
    </message>
</context>
<context>
    <name>baton::FileMetadataEditor</name>
    <message>
        <source>Choose a file, or drop one on this window</source>
        <translation>Choisissez un fichier, ou déposez-en un sur cette fenêtre</translation>
    </message>
    <message>
        <source>C&amp;hoose…</source>
        <translation>C&amp;hoisir…</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>Choose a type</source>
        <translation>Choisir un type</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Texte</translation>
    </message>
    <message>
        <source>Image</source>
        <translation>Image</translation>
    </message>
    <message>
        <source>Audio</source>
        <translation>Audio</translation>
    </message>
    <message>
        <source>Video</source>
        <translation>Vidéo</translation>
    </message>
    <message>
        <source>Resource &amp;type</source>
        <translation>&amp;Type de ressource</translation>
    </message>
    <message>
        <source>Service default</source>
        <translation>Par défaut (service)</translation>
    </message>
    <message>
        <source>Personal (only this token&apos;s user)</source>
        <translation>Personnel (seul l’utilisateur de ce jeton)</translation>
    </message>
    <message>
        <source>One conversation</source>
        <translation>Une conversation</translation>
    </message>
    <message>
        <source>&amp;Scope</source>
        <extracomment>Who may see the file: the user, a team, a model.</extracomment>
        <translation>&amp;Portée</translation>
    </message>
    <message>
        <source>UUID of the conversation</source>
        <translation>UUID de la conversation</translation>
    </message>
    <message>
        <source>&amp;Conversation id</source>
        <translation>ID de la &amp;conversation</translation>
    </message>
    <message>
        <source>Shared with</source>
        <translation>Partagé avec</translation>
    </message>
    <message>
        <source>The name the service shows; the chosen file&apos;s name unless you type another.</source>
        <translation>Le nom affiché par le service&#xa0;; celui du fichier choisi, sauf si vous en saisissez un autre.</translation>
    </message>
    <message>
        <source>File &amp;name</source>
        <translation>&amp;Nom du fichier</translation>
    </message>
    <message>
        <source>Choose a file to upload.</source>
        <translation>Choisissez un fichier à importer.</translation>
    </message>
    <message>
        <source>This file cannot be read.</source>
        <translation>Ce fichier est illisible.</translation>
    </message>
    <message>
        <source>Choose a file to upload</source>
        <translation>Choisir un fichier à importer</translation>
    </message>
    <message>
        <source>This file is empty (0 bytes); choose a file with content.</source>
        <translation>Ce fichier est vide (0 octet)&#xa0;; choisissez un fichier avec du contenu.</translation>
    </message>
</context>
<context>
    <name>baton::FileUploadDialog</name>
    <message>
        <source>Upload a File</source>
        <translation>Importer un fichier</translation>
    </message>
    <message>
        <source>Cancel upload</source>
        <translation>Annuler l’importation</translation>
    </message>
    <message>
        <source>&amp;Upload</source>
        <translation>&amp;Importer</translation>
    </message>
    <message>
        <source>This file cannot be read: %1</source>
        <translation>Ce fichier est illisible&#xa0;: %1</translation>
    </message>
    <message>
        <source>%p%</source>
        <translation>%p&#xa0;%</translation>
    </message>
    <message>
        <source>Sent; the service is storing the file…</source>
        <translation>Envoyé&#xa0;; le service enregistre le fichier…</translation>
    </message>
    <message>
        <source>Upload canceled after the whole file was sent: the service may still have stored it. Check the list of files before uploading again.</source>
        <translation>Importation annulée après l’envoi complet du fichier&#xa0;: le service l’a peut-être déjà enregistré. Vérifiez la liste des fichiers avant de l’importer de nouveau.</translation>
    </message>
    <message>
        <source>Upload canceled. The form is kept; upload again when ready.</source>
        <translation>Importation annulée. Le formulaire est conservé&#xa0;; importez de nouveau quand vous le souhaitez.</translation>
    </message>
</context>
<context>
    <name>baton::FileUploads</name>
    <message>
        <source>The status of uploaded files is no longer followed. %1</source>
        <translation>L’état des fichiers envoyés n’est plus suivi. %1</translation>
    </message>
</context>
<context>
    <name>baton::FilterBar</name>
    <message>
        <source>Search</source>
        <translation>Recherche</translation>
    </message>
    <message>
        <source>Scope</source>
        <extracomment>A list filter: who the objects are shared with.</extracomment>
        <translation>Portée</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Catégorie</translation>
    </message>
    <message>
        <source>Tags</source>
        <translation>Étiquettes</translation>
    </message>
    <message>
        <source>Order</source>
        <translation>Tri</translation>
    </message>
    <message>
        <source>Mode</source>
        <extracomment>A list filter: a group model&apos;s mode (orchestrate, synthesize, …).</extracomment>
        <translation>Mode</translation>
    </message>
    <message>
        <source>Credentials</source>
        <translation>Identifiants</translation>
    </message>
    <message>
        <source>Shared with</source>
        <translation>Partagé avec</translation>
    </message>
    <message>
        <source>Type</source>
        <extracomment>A list filter: a file&apos;s resource type (text, image, audio, video).</extracomment>
        <translation>Type</translation>
    </message>
    <message>
        <source>Status</source>
        <extracomment>A list filter: a file&apos;s processing status.</extracomment>
        <translation>Statut</translation>
    </message>
    <message>
        <source>Any</source>
        <extracomment>A list filter without a value: objects of any status.
----------
A list filter without a team: objects of any team.</extracomment>
        <translation>Indifférent</translation>
    </message>
    <message>
        <source>Service default</source>
        <translation>Par défaut (service)</translation>
    </message>
    <message>
        <source>Name or description</source>
        <translation>Nom ou description</translation>
    </message>
    <message>
        <source>Team or model</source>
        <extracomment>A list filter, unavailable until the kind of share is chosen: the team or model the objects are shared with.</extracomment>
        <translation>Équipe ou modèle</translation>
    </message>
    <message>
        <source>Team</source>
        <extracomment>A list filter: the team the objects belong to, chosen by its name.</extracomment>
        <translation>Équipe</translation>
    </message>
    <message>
        <source>Choose a type first</source>
        <translation>Choisissez d’abord un type</translation>
    </message>
</context>
<context>
    <name>baton::FormWidgets</name>
    <message>
        <source>Default</source>
        <extracomment>Shown in a number field left empty: the service chooses the value.</extracomment>
        <translation>Par défaut</translation>
    </message>
    <message>
        <source>The service cannot request this address: write an absolute http:// or https:// URL, such as %1.</source>
        <extracomment>%1 is an example of a URL template.</extracomment>
        <translation>Le service ne peut pas appeler cette adresse&#xa0;: écrivez une URL absolue en http:// ou https://, par exemple %1.</translation>
    </message>
</context>
<context>
    <name>baton::GroupMapLayout</name>
    <message>
        <source>Base model</source>
        <translation>Modèle de base</translation>
    </message>
    <message>
        <source>%1 · base model</source>
        <extracomment>A brain or agent that is a base model, not an object: %1 &quot;Brain&quot; or &quot;Agent: role&quot;.</extracomment>
        <translation>%1 · modèle de base</translation>
    </message>
    <message>
        <source>Brain</source>
        <translation>Cerveau</translation>
    </message>
    <message>
        <source>Agent</source>
        <translation>Agent</translation>
    </message>
    <message>
        <source>Agent: %1</source>
        <translation>Agent&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 · this group model</source>
        <extracomment>A brain or agent that is the group model itself: %1 &quot;Brain&quot; or &quot;Agent: role&quot;.</extracomment>
        <translation>%1 · ce modèle de groupe</translation>
    </message>
    <message>
        <source>Tool · needs approval</source>
        <extracomment>A tool whose calls wait for the user&apos;s approval.</extracomment>
        <translation>Outil · demande une approbation</translation>
    </message>
    <message>
        <source>Secrets</source>
        <translation>Secrets</translation>
    </message>
    <message>
        <source>Shared tools, API resources and files</source>
        <translation>Outils, ressources d’API et fichiers partagés</translation>
    </message>
    <message>
        <source>Group model, brain and agents</source>
        <translation>Modèle de groupe, cerveau et agents</translation>
    </message>
    <message>
        <source>%1 · not in this group&apos;s chats</source>
        <extracomment>The second line of a box of the group model map: %1 its kind (and &quot;needs approval&quot;).</extracomment>
        <translation>%1 · pas dans les conversations de ce groupe</translation>
    </message>
</context>
<context>
    <name>baton::GroupMapPngExport</name>
    <message>
        <source>There is not enough memory for an image of %1 × %2 pixels.</source>
        <extracomment>Exporting the group model map: %1 × %2 the image&apos;s size in pixels.</extracomment>
        <translation>La mémoire ne suffit pas pour une image de %1 × %2 pixels.</translation>
    </message>
</context>
<context>
    <name>baton::GroupModelEditor</name>
    <message>
        <source>Public: every user of the service can use it</source>
        <translation>Public&#xa0;: tous les utilisateurs du service peuvent l’utiliser</translation>
    </message>
    <message>
        <source>Resolved references (read-only)</source>
        <translation>Références résolues (lecture seule)</translation>
    </message>
    <message>
        <source>e.g. Support desk</source>
        <translation>p. ex. Service d’assistance</translation>
    </message>
    <message>
        <source>What it is for, shown to the people who pick it</source>
        <translation>Son usage, affiché aux personnes qui le choisissent</translation>
    </message>
    <message>
        <source>e.g. Support</source>
        <translation>p. ex. Support</translation>
    </message>
    <message>
        <source>Orchestrate (orch)</source>
        <translation>Orchestrer (orch)</translation>
    </message>
    <message>
        <source>Synthesise (synth)</source>
        <translation>Synthétiser (synth)</translation>
    </message>
    <message>
        <source>Normal (normal)</source>
        <translation>Normal (normal)</translation>
    </message>
    <message>
        <source>Automatic (auto)</source>
        <translation>Automatique (auto)</translation>
    </message>
    <message>
        <source>The model that leads the group: it answers, or directs and combines the agents</source>
        <translation>Le modèle qui dirige le groupe&#xa0;: il répond, ou bien dirige les agents et combine leurs réponses</translation>
    </message>
    <message>
        <source>The brain splits each request into tasks, hands them to the agents and assembles their results.</source>
        <translation>Le cerveau découpe chaque requête en tâches, les confie aux agents et assemble leurs résultats.</translation>
    </message>
    <message>
        <source>Every agent answers the request, then the brain merges their answers into one.</source>
        <translation>Chaque agent répond à la requête, puis le cerveau fusionne leurs réponses en une seule.</translation>
    </message>
    <message>
        <source>The brain answers alone, as a single model would; the agents are not asked.</source>
        <translation>Le cerveau répond seul, comme le ferait un modèle unique&#xa0;; les agents ne sont pas sollicités.</translation>
    </message>
    <message>
        <source>The brain chooses, for each request, the mode that suits it.</source>
        <translation>Le cerveau choisit, pour chaque requête, le mode qui lui convient.</translation>
    </message>
    <message>
        <source>instruction override</source>
        <translation>instruction propre</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1, %2: %3</source>
        <translation>%1, %2&#xa0;: %3</translation>
    </message>
    <message>
        <source>The team id typed is not in the list yet: add it, or clear it.</source>
        <translation>L’ID d’équipe saisi n’est pas encore dans la liste&#xa0;: ajoutez-le, ou effacez-le.</translation>
    </message>
    <message>
        <source>role</source>
        <comment>an agent&apos;s role, inside a sentence</comment>
        <translation>rôle</translation>
    </message>
    <message>
        <source>model</source>
        <comment>an agent&apos;s model, inside a sentence</comment>
        <translation>modèle</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Nom</translation>
    </message>
    <message>
        <source>&amp;Description</source>
        <translation>&amp;Description</translation>
    </message>
    <message>
        <source>Ca&amp;tegory</source>
        <translation>Ca&amp;tégorie</translation>
    </message>
    <message>
        <source>T&amp;ags</source>
        <translation>Éti&amp;quettes</translation>
    </message>
    <message>
        <source>Ic&amp;on</source>
        <translation>&amp;Icône</translation>
    </message>
    <message>
        <source>Default &amp;mode</source>
        <translation>&amp;Mode par défaut</translation>
    </message>
    <message>
        <source>&amp;Brain</source>
        <translation>&amp;Cerveau</translation>
    </message>
    <message>
        <source>A&amp;gents</source>
        <translation>A&amp;gents</translation>
    </message>
    <message>
        <source>&amp;Visibility</source>
        <translation>&amp;Visibilité</translation>
    </message>
    <message>
        <source>T&amp;eams</source>
        <translation>Équip&amp;es</translation>
    </message>
</context>
<context>
    <name>baton::GroupModelMap</name>
    <message>
        <source>Base model</source>
        <translation>Modèle de base</translation>
    </message>
    <message>
        <source>%1 (%2): %3</source>
        <extracomment>A box of the group model map: %1 its name, %2 its kind, %3 its role or state.</extracomment>
        <translation>%1 (%2)&#xa0;: %3</translation>
    </message>
    <message>
        <source>Not visible: the token cannot read it, or it no longer exists.</source>
        <translation>Non visible&#xa0;: le jeton ne peut pas le lire, ou il n’existe plus.</translation>
    </message>
    <message>
        <source>A reference of a kind Baton does not know.</source>
        <translation>Une référence d’un type que Baton ne connaît pas.</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>Zoom &amp;avant</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>Zoom a&amp;rrière</translation>
    </message>
    <message>
        <source>&amp;Fit</source>
        <translation>A&amp;juster</translation>
    </message>
    <message>
        <source>Map of “%1”</source>
        <extracomment>The group model map&apos;s name for screen readers: %1 the group model.</extracomment>
        <translation>Carte de «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>Not available to this group&apos;s chats: it is shared with the group&apos;s brain or agents, not with the group itself.</source>
        <translation>Indisponible dans les conversations de ce groupe : partagé avec le cerveau ou les agents du groupe, pas avec le groupe lui-même.</translation>
    </message>
</context>
<context>
    <name>baton::GroupModelMapDialog</name>
    <message>
        <source>Export PNG…</source>
        <translation>Exporter en PNG…</translation>
    </message>
    <message>
        <source>Export SVG…</source>
        <translation>Exporter en SVG…</translation>
    </message>
    <message>
        <source>Map of “%1”</source>
        <extracomment>The title of the map window: %1 the group model&apos;s name.</extracomment>
        <translation>Carte de «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>The map could not be written to %1.</source>
        <translation>La carte n’a pas pu être écrite dans %1.</translation>
    </message>
    <message>
        <source>Export the map as PNG</source>
        <translation>Exporter la carte en PNG</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>Images PNG (*.png)</translation>
    </message>
    <message>
        <source>Export the map as SVG</source>
        <translation>Exporter la carte en SVG</translation>
    </message>
    <message>
        <source>SVG drawings (*.svg)</source>
        <translation>Dessins SVG (*.svg)</translation>
    </message>
    <message>
        <source>The map was written to %1.</source>
        <extracomment>Under the group model map, once exported: %1 the file&apos;s path.</extracomment>
        <translation>La carte a été écrite dans %1.</translation>
    </message>
    <message>
        <source>The map could not be written to %1: %2</source>
        <translation>La carte n’a pas pu être écrite dans %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Drawing the map for %1…</source>
        <extracomment>While the group model map is exported: %1 the file&apos;s path.</extracomment>
        <translation>Dessin de la carte pour %1…</translation>
    </message>
    <message>
        <source>Writing %1…</source>
        <extracomment>While the group model map is exported: %1 the file&apos;s path.</extracomment>
        <translation>Écriture de %1…</translation>
    </message>
</context>
<context>
    <name>baton::HistoryListModel</name>
    <message>
        <source>(no message)</source>
        <translation>(aucun message)</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titre</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Correspondance</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Cible</translation>
    </message>
    <message>
        <source>Last message</source>
        <translation>Dernier message</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Tours</translation>
    </message>
    <message>
        <source>Credits</source>
        <translation>Crédits</translation>
    </message>
</context>
<context>
    <name>baton::HistoryPage</name>
    <message>
        <source>Search messages and answers</source>
        <translation>Rechercher dans les messages et les réponses</translation>
    </message>
    <message>
        <source>&amp;Search</source>
        <translation>&amp;Rechercher</translation>
    </message>
    <message>
        <source>Tar&amp;get</source>
        <translation>&amp;Cible</translation>
    </message>
    <message>
        <source>Any time</source>
        <translation>N’importe quand</translation>
    </message>
    <message>
        <source>Today</source>
        <translation>Aujourd’hui</translation>
    </message>
    <message>
        <source>Last 7 days</source>
        <translation>7 derniers jours</translation>
    </message>
    <message>
        <source>Last 30 days</source>
        <translation>30 derniers jours</translation>
    </message>
    <message>
        <source>&amp;Period</source>
        <translation>&amp;Période</translation>
    </message>
    <message>
        <source>Conversations</source>
        <translation>Conversations</translation>
    </message>
    <message>
        <source>Conversation</source>
        <translation>Conversation</translation>
    </message>
    <message>
        <source>Forever</source>
        <translation>Pour toujours</translation>
    </message>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n jour</numerusform>
            <numerusform>%n jours</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Keep chats</source>
        <translation>&amp;Garder les chats</translation>
    </message>
    <message>
        <source>&amp;Continue in chat</source>
        <translation>Contin&amp;uer dans le chat</translation>
    </message>
    <message>
        <source>Open the conversation in the chat, where the next message goes on with it (Return)</source>
        <translation>Ouvrir la conversation dans le chat, où le prochain message la poursuit (Entrée)</translation>
    </message>
    <message>
        <source>&amp;Rename…</source>
        <translation>Re&amp;nommer…</translation>
    </message>
    <message>
        <source>De&amp;lete</source>
        <translation>&amp;Supprimer</translation>
    </message>
    <message>
        <source>Delete the selected conversations from this computer (Delete)</source>
        <translation>Supprimer les conversations sélectionnées de cet ordinateur (Suppr)</translation>
    </message>
    <message>
        <source>Dele&amp;te all…</source>
        <translation>Supprimer &amp;tout…</translation>
    </message>
    <message numerus="yes">
        <source>%n conversation(s) older than that were deleted.</source>
        <translation>
            <numerusform>%n conversation plus ancienne a été supprimée.</numerusform>
            <numerusform>%n conversations plus anciennes ont été supprimées.</numerusform>
        </translation>
    </message>
    <message>
        <source>All targets</source>
        <translation>Toutes les cibles</translation>
    </message>
    <message numerus="yes">
        <source>%n matching message(s)</source>
        <translation>
            <numerusform>%n message correspondant</numerusform>
            <numerusform>%n messages correspondants</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n conversation(s)</source>
        <translation>
            <numerusform>%n conversation</numerusform>
            <numerusform>%n conversations</numerusform>
        </translation>
    </message>
    <message>
        <source>Rename conversation</source>
        <translation>Renommer la conversation</translation>
    </message>
    <message>
        <source>Title:</source>
        <translation>Titre :</translation>
    </message>
    <message>
        <source>The title could not be saved: %1</source>
        <translation>Le titre n’a pas pu être enregistré : %1</translation>
    </message>
    <message>
        <source>Delete the conversation “%1” from this computer? It cannot be brought back.</source>
        <translation>Supprimer la conversation « %1 » de cet ordinateur ? Elle ne pourra pas être récupérée.</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n conversation(s) from this computer? They cannot be brought back.</source>
        <translation>
            <numerusform>Supprimer %n conversation de cet ordinateur ? Elle ne pourra pas être récupérée.</numerusform>
            <numerusform>Supprimer %n conversations de cet ordinateur ? Elles ne pourront pas être récupérées.</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete conversations</source>
        <translation>Supprimer des conversations</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <source>Keep</source>
        <translation>Garder</translation>
    </message>
    <message>
        <source>The conversations could not be deleted: %1</source>
        <translation>Les conversations n’ont pas pu être supprimées : %1</translation>
    </message>
    <message>
        <source>Delete all conversations</source>
        <translation>Supprimer toutes les conversations</translation>
    </message>
    <message numerus="yes">
        <source>Delete all %n conversation(s) kept for this profile from this computer? They cannot be brought back.</source>
        <translation>
            <numerusform>Supprimer la %n conversation gardée pour ce profil de cet ordinateur ? Elle ne pourra pas être récupérée.</numerusform>
            <numerusform>Supprimer les %n conversations gardées pour ce profil de cet ordinateur ? Elles ne pourront pas être récupérées.</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete all</source>
        <translation>Tout supprimer</translation>
    </message>
    <message>
        <source>Re-r&amp;un against…</source>
        <translation>Re&amp;jouer sur…</translation>
    </message>
    <message>
        <source>Ask the conversation&apos;s messages again on the same or another target, and compare</source>
        <translation>Reposer les messages de la conversation à la même cible ou à une autre, et comparer</translation>
    </message>
    <message>
        <source>Co&amp;mpare</source>
        <translation>Co&amp;mparer</translation>
    </message>
    <message>
        <source>Show this re-run beside the conversation it re-ran</source>
        <translation>Afficher cette relance à côté de la conversation relancée</translation>
    </message>
    <message>
        <source>a conversation since deleted</source>
        <translation>une conversation supprimée depuis</translation>
    </message>
    <message>
        <source>A re-run of “%1”: Compare shows them side by side.</source>
        <translation>Une relance de « %1 » : Comparer les affiche côte à côte.</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Historique</translation>
    </message>
    <message>
        <source>Usage</source>
        <translation>Consommation</translation>
    </message>
</context>
<context>
    <name>baton::HistoryStore</name>
    <message>
        <source>The chat history %1 could not be read (%2). It was moved to %3, and a new history was started.</source>
        <translation>L’historique des chats %1 n’a pas pu être lu (%2). Il a été déplacé vers %3, et un nouvel historique a été commencé.</translation>
    </message>
    <message>
        <source>Chats are not being kept: the history %1 cannot be written (%2).</source>
        <translation>Les chats ne sont pas gardés : l’historique %1 ne peut pas être écrit (%2).</translation>
    </message>
    <message>
        <source>its folder cannot be created</source>
        <translation>son dossier ne peut pas être créé</translation>
    </message>
    <message>
        <source>it was written by a newer version of Baton</source>
        <translation>il a été écrit par une version plus récente de Baton</translation>
    </message>
    <message>
        <source>it cannot be moved aside</source>
        <translation>il ne peut pas être mis de côté</translation>
    </message>
    <message>
        <source>the history is not open</source>
        <translation>l’historique n’est pas ouvert</translation>
    </message>
    <message>
        <source>no conversation %1 in the history</source>
        <translation>aucune conversation %1 dans l’historique</translation>
    </message>
</context>
<context>
    <name>baton::IconPicker</name>
    <message>
        <source>None</source>
        <extracomment>No icon chosen.</extracomment>
        <translation>Aucune</translation>
    </message>
    <message>
        <source>No icon</source>
        <translation>Aucune icône</translation>
    </message>
    <message>
        <source>Gavel</source>
        <translation>Marteau de juge</translation>
    </message>
    <message>
        <source>Hierarchy</source>
        <translation>Hiérarchie</translation>
    </message>
    <message>
        <source>Conversation</source>
        <translation>Conversation</translation>
    </message>
    <message>
        <source>Globe and magnifier</source>
        <translation>Globe et loupe</translation>
    </message>
    <message>
        <source>Note and pencil</source>
        <translation>Note et crayon</translation>
    </message>
    <message>
        <source>Line chart</source>
        <translation>Courbe</translation>
    </message>
    <message>
        <source>Graduation cap</source>
        <translation>Toque de diplômé</translation>
    </message>
    <message>
        <source>Robot</source>
        <translation>Robot</translation>
    </message>
    <message>
        <source>Headset</source>
        <translation>Casque-micro</translation>
    </message>
    <message>
        <source>Megaphone</source>
        <translation>Mégaphone</translation>
    </message>
    <message>
        <source>Bar chart</source>
        <translation>Histogramme</translation>
    </message>
    <message>
        <source>Scroll and quill</source>
        <translation>Parchemin et plume</translation>
    </message>
</context>
<context>
    <name>baton::JsonEditor</name>
    <message>
        <source>Line %1, column %2: %3</source>
        <translation>Ligne %1, colonne %2&#xa0;: %3</translation>
    </message>
    <message>
        <source>Must be a JSON object ({ … }).</source>
        <translation>Doit être un objet JSON ({ … }).</translation>
    </message>
</context>
<context>
    <name>baton::ListEnvelope</name>
    <message>
        <source>“%1” in the list response is not a whole number; it was ignored.</source>
        <translation>«&#xa0;%1&#xa0;» dans la réponse de liste n’est pas un nombre entier&#xa0;; il a été ignoré.</translation>
    </message>
    <message>
        <source>“%1” in the list response is not true or false; it was ignored.</source>
        <translation>«&#xa0;%1&#xa0;» dans la réponse de liste n’est ni true ni false&#xa0;; il a été ignoré.</translation>
    </message>
    <message>
        <source>“%1” in the list response is not a string; paging stopped.</source>
        <translation>«&#xa0;%1&#xa0;» dans la réponse de liste n’est pas une chaîne&#xa0;; la pagination s’est arrêtée.</translation>
    </message>
    <message>
        <source>“%1” in the list response is not an array; no items were read.</source>
        <translation>«&#xa0;%1&#xa0;» dans la réponse de liste n’est pas un tableau&#xa0;; aucun élément n’a été lu.</translation>
    </message>
    <message>
        <source>The list response holds no list of items (looked for “data”, “items”, “results” and a bare array); no items were read.</source>
        <translation>La réponse de liste ne contient aucune liste d’éléments (recherchés&#xa0;: «&#xa0;data&#xa0;», «&#xa0;items&#xa0;», «&#xa0;results&#xa0;» et un tableau nu)&#xa0;; aucun élément n’a été lu.</translation>
    </message>
    <message>
        <source>The list response says more items follow but gives no cursor; paging stopped.</source>
        <translation>La réponse de liste annonce d’autres éléments mais ne donne aucun curseur&#xa0;; la pagination s’est arrêtée.</translation>
    </message>
    <message>
        <source>“pagination” in the list response is not an object; it was ignored.</source>
        <translation>«&#xa0;pagination&#xa0;» dans la réponse de liste n’est pas un objet&#xa0;; il a été ignoré.</translation>
    </message>
    <message>
        <source>The list response is neither a JSON object nor an array; no items were read.</source>
        <translation>La réponse de liste n’est ni un objet JSON ni un tableau&#xa0;; aucun élément n’a été lu.</translation>
    </message>
    <message>
        <source>Items that are not JSON objects: %1 of %2.</source>
        <translation>Éléments qui ne sont pas des objets JSON&#xa0;: %1 sur %2.</translation>
    </message>
</context>
<context>
    <name>baton::LocalSandbox</name>
    <message>
        <source>Local sandbox</source>
        <translation>Bac à sable local</translation>
    </message>
</context>
<context>
    <name>baton::MainWindow</name>
    <message>
        <source>Baton</source>
        <translation>Baton</translation>
    </message>
    <message>
        <source>Panels</source>
        <translation>Panneaux</translation>
    </message>
    <message>
        <source>Chat</source>
        <translation>Conversation</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Événements</translation>
    </message>
    <message>
        <source>Request log</source>
        <translation>Journal des requêtes</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;Connect…</source>
        <translation>Se &amp;connecter…</translation>
    </message>
    <message>
        <source>Manage profiles and connect</source>
        <translation>Gérer les profils et se connecter</translation>
    </message>
    <message>
        <source>Switch &amp;profile</source>
        <translation>Changer de &amp;profil</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;Event inspector</source>
        <translation>&amp;Inspecteur d’événements</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Aid&amp;e</translation>
    </message>
    <message>
        <source>&amp;About Baton</source>
        <translation>À &amp;propos de Baton</translation>
    </message>
    <message>
        <source>Sandbox</source>
        <translation>Bac à sable</translation>
    </message>
    <message>
        <source>The embedded sandbox with demo data: nothing done here reaches a real service, and it is gone when Baton closes.</source>
        <translation>Le bac à sable intégré avec des données de démonstration&#xa0;: rien de ce qui est fait ici n’atteint un vrai service, et il disparaît à la fermeture de Baton.</translation>
    </message>
    <message>
        <source>No profile</source>
        <translation>Aucun profil</translation>
    </message>
    <message>
        <source>Not connected: use File › Connect…</source>
        <translation>Non connecté&#xa0;: utilisez Fichier › Se connecter…</translation>
    </message>
    <message>
        <source>Testing the connection…</source>
        <translation>Test de la connexion…</translation>
    </message>
    <message>
        <source>Connected</source>
        <translation>Connecté</translation>
    </message>
    <message>
        <source>Connection failed: %1</source>
        <translation>Échec de la connexion&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <source>Rate limited: %n s left</source>
        <translation>
            <numerusform>Débit limité&#xa0;: encore %n s</numerusform>
            <numerusform>Débit limité&#xa0;: encore %n s</numerusform>
        </translation>
    </message>
    <message>
        <source>The service asked to wait before the next request (HTTP 429 with Retry-After).</source>
        <translation>Le service a demandé d’attendre avant la prochaine requête (HTTP 429 avec Retry-After).</translation>
    </message>
    <message>
        <source>Local sandbox</source>
        <translation>Bac à sable local</translation>
    </message>
    <message>
        <source>The local sandbox could not start: %1</source>
        <translation>Le bac à sable local n’a pas pu démarrer&#xa0;: %1</translation>
    </message>
    <message>
        <source>About Baton</source>
        <translation>À propos de Baton</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Baton %1&lt;/h3&gt;&lt;p&gt;A desktop console for administering an LLM chat platform through its HTTP API: secrets, tools, API resources, files, custom models and group models.&lt;/p&gt;&lt;p&gt;API tokens are kept in the system keychain.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Baton %1&lt;/h3&gt;&lt;p&gt;Une console de bureau pour administrer une plateforme de conversation LLM par son API HTTP&#xa0;: secrets, outils, ressources d’API, fichiers, modèles personnalisés et modèles de groupe.&lt;/p&gt;&lt;p&gt;Les jetons d’API sont conservés dans le trousseau du système.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <source>Baton will speak %1 from its next start.</source>
        <translation>Langue de Baton au prochain démarrage&#xa0;: %1.</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Langue du système</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Thème</translation>
    </message>
    <message>
        <source>Main toolbar</source>
        <translation>Barre d’outils principale</translation>
    </message>
    <message>
        <source>&amp;System</source>
        <translation>&amp;Système</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Clair</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Sombre</translation>
    </message>
    <message>
        <source>&amp;Team names…</source>
        <translation>Noms des é&amp;quipes…</translation>
    </message>
    <message>
        <source>Name the teams of this connection</source>
        <translation>Nommer les équipes de cette connexion</translation>
    </message>
    <message numerus="yes">
        <source>Approval needed: %n tool call(s) wait for your decision</source>
        <translation>
            <numerusform>Approbation requise : %n appel d’outil attend votre décision</numerusform>
            <numerusform>Approbation requise : %n appels d’outils attendent votre décision</numerusform>
        </translation>
    </message>
    <message>
        <source>History</source>
        <translation>Historique</translation>
    </message>
    <message>
        <source>This chat is not being kept in the history %1: %2</source>
        <translation>Ce chat n’est pas gardé dans l’historique %1 : %2</translation>
    </message>
    <message>
        <source>The conversation cannot be read from the history: %1</source>
        <translation>La conversation ne peut pas être lue depuis l’historique : %1</translation>
    </message>
    <message>
        <source>The conversation this one re-ran cannot be read from the history: %1</source>
        <translation>La conversation que celle-ci relance ne peut pas être lue dans l’historique : %1</translation>
    </message>
</context>
<context>
    <name>baton::MessageBar</name>
    <message>
        <source>&amp;Retry</source>
        <translation>&amp;Réessayer</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Ignorer</translation>
    </message>
    <message>
        <source>Hide this message</source>
        <translation>Masquer ce message</translation>
    </message>
</context>
<context>
    <name>baton::ModelRefPicker</name>
    <message>
        <source>A base model of the service, by name</source>
        <translation>Un modèle de base du service, par son nom</translation>
    </message>
    <message>
        <source>One of the custom models this token can see</source>
        <translation>L’un des modèles personnalisés visibles par ce jeton</translation>
    </message>
    <message>
        <source>One of the group models this token can see</source>
        <translation>L’un des modèles de groupe visibles par ce jeton</translation>
    </message>
    <message>
        <source>Choose a custom model</source>
        <translation>Choisir un modèle personnalisé</translation>
    </message>
    <message>
        <source>Choose a group model</source>
        <translation>Choisir un modèle de groupe</translation>
    </message>
    <message>
        <source>(no base model chosen)</source>
        <translation>(aucun modèle de base choisi)</translation>
    </message>
    <message>
        <source>%1 (base model)</source>
        <translation>%1 (modèle de base)</translation>
    </message>
    <message>
        <source>(no custom model chosen)</source>
        <translation>(aucun modèle personnalisé choisi)</translation>
    </message>
    <message>
        <source>(no group model chosen)</source>
        <translation>(aucun modèle de groupe choisi)</translation>
    </message>
    <message>
        <source>%1 (custom model)</source>
        <translation>%1 (modèle personnalisé)</translation>
    </message>
    <message>
        <source>%1 (group model)</source>
        <translation>%1 (modèle de groupe)</translation>
    </message>
    <message>
        <source>Custom model</source>
        <translation>Modèle personnalisé</translation>
    </message>
    <message>
        <source>Group model</source>
        <translation>Modèle de groupe</translation>
    </message>
    <message>
        <source>Base model</source>
        <translation>Modèle de base</translation>
    </message>
</context>
<context>
    <name>baton::ModelToolsSection</name>
    <message>
        <source>Tools</source>
        <translation>Outils</translation>
    </message>
    <message>
        <source>API resources</source>
        <translation>Ressources d’API</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Fichiers</translation>
    </message>
    <message>
        <source>Shared with its brain “%1” (%2):</source>
        <extracomment>What a group model&apos;s brain can use: %1 the brain&apos;s name, %2 its kind (&quot;custom model&quot;).</extracomment>
        <translation>Partagé avec son cerveau «&#xa0;%1&#xa0;» (%2)&#xa0;:</translation>
    </message>
    <message>
        <source>Shared with its agent “%1” (%2):</source>
        <extracomment>What a group model&apos;s agent can use: %1 the agent&apos;s name, %2 its kind.</extracomment>
        <translation>Partagé avec son agent «&#xa0;%1&#xa0;» (%2)&#xa0;:</translation>
    </message>
    <message>
        <source>Shared with its agent “%1” (%2, role: %3):</source>
        <extracomment>What a group model&apos;s agent can use: %1 the agent&apos;s name, %2 its kind, %3 its role.</extracomment>
        <translation>Partagé avec son agent «&#xa0;%1&#xa0;» (%2, rôle&#xa0;: %3)&#xa0;:</translation>
    </message>
    <message>
        <source>%1 (asks for approval)</source>
        <extracomment>A tool a model can use that asks a person before each call: %1 its name.</extracomment>
        <translation>%1 (demande une approbation)</translation>
    </message>
    <message numerus="yes">
        <source>And %n more; baton-cli refs lists them all.</source>
        <extracomment>Under a long list of what a model can use: %n the ones not listed.</extracomment>
        <translation>
            <numerusform>Et %n autre&#xa0;; baton-cli refs les liste tous.</numerusform>
            <numerusform>Et %n autres&#xa0;; baton-cli refs les liste tous.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing is shared with it.</source>
        <translation>Rien n’est partagé avec lui.</translation>
    </message>
    <message>
        <source>What this model can use</source>
        <translation>Ce que ce modèle peut utiliser</translation>
    </message>
    <message>
        <source>No tools are shared with this model, so it cannot call any. A tool shared only with a team is not available to a model: use “Share a tool with this model…” to share one with it.</source>
        <translation>Aucun outil n’est partagé avec ce modèle&#xa0;: il ne peut donc en appeler aucun. Un outil partagé seulement avec une équipe n’est pas disponible pour un modèle&#xa0;: utilisez «&#xa0;Partager un outil avec ce modèle…&#xa0;» pour en partager un avec lui.</translation>
    </message>
    <message>
        <source>S&amp;hare a tool with this model…</source>
        <translation>Partager un &amp;outil avec ce modèle…</translation>
    </message>
    <message>
        <source>In a chat with this group model:</source>
        <translation>Dans une conversation avec ce modèle de groupe :</translation>
    </message>
    <message>
        <source>For the brain&apos;s and agents&apos; own chats: what is shared with each of them. A chat with this group can use only what is listed above, shared with the group itself.</source>
        <translation>Pour les conversations propres au cerveau et aux agents : ce qui est partagé avec chacun d’eux. Une conversation avec ce groupe ne peut utiliser que ce qui est listé plus haut, partagé avec le groupe lui-même.</translation>
    </message>
</context>
<context>
    <name>baton::MoveToSecretDialog</name>
    <message>
        <source>Move to a secret</source>
        <translation>Déplacer dans un secret</translation>
    </message>
    <message>
        <source>The value of the %1 header goes into a new secret of yours, and the header leaves the form. The value is not shown.</source>
        <translation>La valeur de l’en-tête %1 va dans un nouveau secret à vous, et l’en-tête quitte le formulaire. La valeur n’est pas affichée.</translation>
    </message>
    <message>
        <source>Secret &amp;name</source>
        <translation>&amp;Nom du secret</translation>
    </message>
    <message>
        <source>Create secret</source>
        <translation>Créer le secret</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>The value of the header %1.</source>
        <extracomment>The description of a secret made from a header. %1 is the header&apos;s name.</extracomment>
        <translation>La valeur de l’en-tête %1.</translation>
    </message>
    <message>
        <source>Secret made for this form</source>
        <translation>Secret créé pour ce formulaire</translation>
    </message>
    <message>
        <source>Delete the secret “%1” created for this form?</source>
        <translation>Supprimer le secret «&#xa0;%1&#xa0;» créé pour ce formulaire&#xa0;?</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <source>Keep</source>
        <translation>Conserver</translation>
    </message>
    <message>
        <source>Secret not deleted</source>
        <translation>Secret non supprimé</translation>
    </message>
    <message>
        <source>The secret “%1” was not deleted. %2</source>
        <translation>Le secret «&#xa0;%1&#xa0;» n’a pas été supprimé. %2</translation>
    </message>
</context>
<context>
    <name>baton::NameBook</name>
    <message>
        <source>Team %1</source>
        <extracomment>A team with no label given: %1 the start of its id.</extracomment>
        <translation>Équipe %1</translation>
    </message>
    <message>
        <source>Unnamed %1 %2</source>
        <extracomment>An object without a name: %1 its kind, %2 the start of its id.</extracomment>
        <translation>%1 sans nom %2</translation>
    </message>
    <message>
        <source>%1 %2 (not visible)</source>
        <extracomment>An object the token cannot see: %1 its kind, %2 the start of its id.</extracomment>
        <translation>%1 %2 (non visible)</translation>
    </message>
    <message>
        <source>secret</source>
        <translation>secret</translation>
    </message>
    <message>
        <source>tool</source>
        <translation>outil</translation>
    </message>
    <message>
        <source>API resource</source>
        <translation>ressource d’API</translation>
    </message>
    <message>
        <source>file</source>
        <translation>fichier</translation>
    </message>
    <message>
        <source>custom model</source>
        <translation>modèle personnalisé</translation>
    </message>
    <message>
        <source>group model</source>
        <translation>modèle de groupe</translation>
    </message>
    <message>
        <source>team</source>
        <translation>équipe</translation>
    </message>
    <message>
        <source>unknown object</source>
        <translation>objet inconnu</translation>
    </message>
    <message>
        <source>Secret</source>
        <translation>Secret</translation>
    </message>
    <message>
        <source>Tool</source>
        <translation>Outil</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Fichier</translation>
    </message>
    <message>
        <source>Custom model</source>
        <translation>Modèle personnalisé</translation>
    </message>
    <message>
        <source>Group model</source>
        <translation>Modèle de groupe</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Équipe</translation>
    </message>
    <message>
        <source>Unknown object</source>
        <translation>Objet inconnu</translation>
    </message>
    <message>
        <source>%1 %2 (not read yet)</source>
        <extracomment>An object whose list is still being read: %1 its kind, %2 the start of its id.</extracomment>
        <translation>%1 %2 (pas encore lu)</translation>
    </message>
    <message>
        <source>The %1 were read only in part: %2</source>
        <extracomment>%1 the kind&apos;s plural (&quot;tools&quot;), %2 why paging stopped.</extracomment>
        <translation>La liste des %1 n’a été lue qu’en partie&#xa0;: %2</translation>
    </message>
    <message>
        <source>The %1 could not be read: %2</source>
        <extracomment>%1 the kind&apos;s plural (&quot;tools&quot;), %2 the service&apos;s error or what the answer held.</extracomment>
        <translation>La liste des %1 n’a pas pu être lue&#xa0;: %2</translation>
    </message>
    <message>
        <source>The %1 are still being read.</source>
        <extracomment>%1 the kind&apos;s plural (&quot;tools&quot;).</extracomment>
        <translation>Les %1 sont encore en cours de lecture.</translation>
    </message>
    <message>
        <source>The %1 have not been read.</source>
        <translation>La liste des %1 n’a pas été lue.</translation>
    </message>
    <message>
        <source>%1 %2 (its list could not be read whole)</source>
        <extracomment>An object whose list could not be read whole: %1 its kind, %2 the start of its id.</extracomment>
        <translation>%1 %2 (sa liste n’a pas pu être lue en entier)</translation>
    </message>
</context>
<context>
    <name>baton::NamePicker</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>baton::ObjectPicker</name>
    <message>
        <source>Choose, or type an id</source>
        <translation>Choisissez, ou saisissez un ID</translation>
    </message>
</context>
<context>
    <name>baton::PageCommands</name>
    <message>
        <source>&amp;Upload…</source>
        <translation>&amp;Téléverser…</translation>
    </message>
    <message>
        <source>&amp;New…</source>
        <translation>&amp;Nouveau…</translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation>&amp;Modifier…</translation>
    </message>
    <message>
        <source>D&amp;uplicate…</source>
        <translation>D&amp;upliquer…</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;Supprimer…</translation>
    </message>
    <message>
        <source>&amp;Find</source>
        <translation>&amp;Rechercher</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Actualiser</translation>
    </message>
    <message>
        <source>Show &amp;map</source>
        <translation>Afficher la &amp;carte</translation>
    </message>
    <message>
        <source>Map</source>
        <extracomment>The toolbar&apos;s short text of Show map.</extracomment>
        <translation>Carte</translation>
    </message>
    <message>
        <source>Show the map of this group model</source>
        <translation>Afficher la carte de ce modèle de groupe</translation>
    </message>
    <message>
        <source>“%1” no longer exists: it was deleted elsewhere, and has left the list.</source>
        <translation>«&#xa0;%1&#xa0;» n’existe plus&#xa0;: il a été supprimé ailleurs et a quitté la liste.</translation>
    </message>
    <message>
        <source>“%1” could not be read for editing. %2</source>
        <translation>«&#xa0;%1&#xa0;» n’a pas pu être lu pour modification. %2</translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <translation>%1 (copie)</translation>
    </message>
    <message numerus="yes">
        <source>%n object(s) use it:</source>
        <extracomment>Before deleting: %n how many objects use it, then the list of them.</extracomment>
        <translation>
            <numerusform>%n objet l’utilise&#xa0;:</numerusform>
            <numerusform>%n objets l’utilisent&#xa0;:</numerusform>
        </translation>
    </message>
    <message>
        <source>“%1” was not deleted. %2</source>
        <translation>«&#xa0;%1&#xa0;» n’a pas été supprimé. %2</translation>
    </message>
    <message numerus="yes">
        <source>Used by %n object(s):</source>
        <translation>
            <numerusform>Utilisé par %n objet&#xa0;:</numerusform>
            <numerusform>Utilisé par %n objets&#xa0;:</numerusform>
        </translation>
    </message>
    <message>
        <source>Copy &amp;id</source>
        <translation>Copier l’&amp;ID</translation>
    </message>
    <message>
        <source>Copy &amp;name</source>
        <translation>Copier le &amp;nom</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Ouvrir</translation>
    </message>
</context>
<context>
    <name>baton::Pager</name>
    <message>
        <source>%1 cannot be listed.</source>
        <translation>%1&#xa0;: impossible d’en obtenir la liste.</translation>
    </message>
    <message>
        <source>Paging is set by the list itself; remove this field.</source>
        <translation>La pagination est gérée par la liste elle-même&#xa0;; retirez ce champ.</translation>
    </message>
    <message>
        <source>Page %1 was asked for and page %2 came back; paging stopped.</source>
        <translation>La page %1 a été demandée et la page %2 a été reçue&#xa0;; la pagination s’est arrêtée.</translation>
    </message>
    <message>
        <source>The server sent the same items as for the previous request; paging stopped so that the list does not repeat itself.</source>
        <translation>Le serveur a renvoyé les mêmes éléments que pour la requête précédente&#xa0;; la pagination s’est arrêtée pour que la liste ne se répète pas.</translation>
    </message>
    <message>
        <source>The server sent a cursor it had already sent; paging stopped so that the list does not loop.</source>
        <translation>Le serveur a renvoyé un curseur déjà envoyé&#xa0;; la pagination s’est arrêtée pour que la liste ne tourne pas en boucle.</translation>
    </message>
    <message numerus="yes">
        <source>%n page(s)</source>
        <translation>
            <numerusform>%n page</numerusform>
            <numerusform>%n pages</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The server sent %n empty page(s) in a row, each naming another; paging stopped.</source>
        <translation>
            <numerusform>Le serveur a envoyé %n page vide d’affilée, chacune en annonçant une autre&#xa0;; la pagination s’est arrêtée.</numerusform>
            <numerusform>Le serveur a envoyé %n pages vides d’affilée, chacune en annonçant une autre&#xa0;; la pagination s’est arrêtée.</numerusform>
        </translation>
    </message>
    <message>
        <source>no content type</source>
        <extracomment>Stands for the content type of an answer that had none.</extracomment>
        <translation>sans type de contenu</translation>
    </message>
    <message>
        <source>The answer (HTTP %1, %2) is empty.</source>
        <translation>La réponse (HTTP %1, %2) est vide.</translation>
    </message>
    <message>
        <source>The answer (HTTP %1, %2) begins: “%3”</source>
        <translation>La réponse (HTTP %1, %2) commence par&#xa0;: «&#xa0;%3&#xa0;»</translation>
    </message>
    <message numerus="yes">
        <source>Page %1 holds %n item(s) where the list&apos;s total of %2 promises %3; paging stopped, and the items after them were not read.</source>
        <extracomment>%1 the page number, %n the items it held, %2 the list&apos;s total (a number of items, or &quot;3 pages&quot;), %3 the items the total promises.</extracomment>
        <translation>
            <numerusform>La page %1 contient %n élément alors que le total de la liste (%2) en promet %3&#xa0;; la pagination s’est arrêtée, et les éléments suivants n’ont pas été lus.</numerusform>
            <numerusform>La page %1 contient %n éléments alors que le total de la liste (%2) en promet %3&#xa0;; la pagination s’est arrêtée, et les éléments suivants n’ont pas été lus.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>baton::ProfileStore</name>
    <message>
        <source>Enter a name for the profile.</source>
        <translation>Saisissez un nom pour le profil.</translation>
    </message>
    <message>
        <source>The name cannot start or end with a space.</source>
        <translation>Le nom ne peut ni commencer ni finir par un espace.</translation>
    </message>
    <message>
        <source>A profile named “%1” already exists.</source>
        <translation>Un profil nommé «&#xa0;%1&#xa0;» existe déjà.</translation>
    </message>
    <message>
        <source>Enter the base URL of the service.</source>
        <translation>Saisissez l’URL de base du service.</translation>
    </message>
    <message>
        <source>Enter a complete URL, such as https://chat.example.com.</source>
        <translation>Saisissez une URL complète, comme https://chat.example.com.</translation>
    </message>
    <message>
        <source>The URL must start with https:// or http://.</source>
        <translation>L’URL doit commencer par https:// ou http://.</translation>
    </message>
    <message>
        <source>The URL has no host name.</source>
        <translation>L’URL n’a pas de nom d’hôte.</translation>
    </message>
    <message>
        <source>The URL cannot contain a user name or password; the token is entered separately.</source>
        <translation>L’URL ne peut contenir ni nom d’utilisateur ni mot de passe&#xa0;; le jeton se saisit à part.</translation>
    </message>
    <message>
        <source>The base URL cannot contain a query (?…) or a fragment (#…).</source>
        <translation>L’URL de base ne peut contenir ni requête (?…) ni fragment (#…).</translation>
    </message>
    <message>
        <source>Plain http:// would send the token unencrypted to “%1”. Use https://, or allow insecure HTTP for this profile.</source>
        <translation>Le http:// non chiffré enverrait le jeton en clair à «&#xa0;%1&#xa0;». Utilisez https://, ou autorisez le http non chiffré pour ce profil.</translation>
    </message>
    <message>
        <source>The key cannot start or end with a space.</source>
        <translation>La clé ne peut ni commencer ni finir par un espace.</translation>
    </message>
    <message>
        <source>The profiles could not be saved to %1; the change is kept until the console is closed.</source>
        <translation>Les profils n’ont pas pu être enregistrés dans %1&#xa0;; la modification est conservée jusqu’à la fermeture de la console.</translation>
    </message>
    <message>
        <source>There is no profile named “%1”.</source>
        <translation>Il n’existe aucun profil nommé «&#xa0;%1&#xa0;».</translation>
    </message>
</context>
<context>
    <name>baton::RelationsSection</name>
    <message>
        <source>%1 %2</source>
        <extracomment>A reference in the detail pane: %1 the kind (&quot;Custom model&quot;), %2 its name as a link.</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Base model %1</source>
        <extracomment>A group model&apos;s brain that is a base model: %1 its name.</extracomment>
        <translation>Modèle de base %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>An agent in the detail pane: %1 its role, %2 the model it runs on.</extracomment>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Instruction: %1</source>
        <translation>Instruction&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 from the secret %2</source>
        <extracomment>An auth field in the detail pane: %1 the header, %2 the secret as a link.</extracomment>
        <translation>%1 depuis le secret %2</translation>
    </message>
    <message>
        <source>Unknown reference %1</source>
        <translation>Référence inconnue %1</translation>
    </message>
    <message>
        <source>%1, for the header %2</source>
        <extracomment>%1 a secret or a tool (a link), %2 the header it fills.</extracomment>
        <translation>%1, pour l’en-tête %2</translation>
    </message>
    <message>
        <source>%1, as the provider key (not sent while the model uses the app’s credentials)</source>
        <extracomment>%1 a secret or a custom model (a link); the model is set to the app&apos;s credentials.</extracomment>
        <translation>%1, comme clé du fournisseur (non envoyée tant que le modèle utilise les identifiants de l’application)</translation>
    </message>
    <message>
        <source>%1, as the provider key</source>
        <extracomment>%1 a secret or a custom model (a link).</extracomment>
        <translation>%1, comme clé du fournisseur</translation>
    </message>
    <message>
        <source>%1, as the brain</source>
        <extracomment>%1 a model (a link).</extracomment>
        <translation>%1, comme cerveau</translation>
    </message>
    <message>
        <source>%1, which has it as its brain</source>
        <translation>%1, qui l’a pour cerveau</translation>
    </message>
    <message>
        <source>%1, as the agent “%2”</source>
        <extracomment>%1 a model (a link), %2 the agent&apos;s role.</extracomment>
        <translation>%1, comme agent «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <source>%1, which has it as the agent “%2”</source>
        <translation>%1, qui l’a comme agent «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <source>Shared with %1</source>
        <extracomment>%1 a team or a model (a link) the object is shared with.</extracomment>
        <translation>Partagé avec %1</translation>
    </message>
    <message>
        <source>%1, shared with it</source>
        <extracomment>%1 a tool, API resource or file (a link) shared with the object.</extracomment>
        <translation>%1, partagé avec lui</translation>
    </message>
    <message numerus="yes">
        <source>And %n more; baton-cli refs lists them all.</source>
        <extracomment>Under a long list of what uses an object: %n the ones not listed.</extracomment>
        <translation>
            <numerusform>Et %n autre&#xa0;; baton-cli refs les liste tous.</numerusform>
            <numerusform>Et %n autres&#xa0;; baton-cli refs les liste tous.</numerusform>
        </translation>
    </message>
    <message>
        <source>Uses</source>
        <translation>Utilise</translation>
    </message>
    <message>
        <source>Used by</source>
        <translation>Utilisé par</translation>
    </message>
    <message>
        <source>No group model has it as its brain or an agent.</source>
        <translation>Aucun modèle de groupe ne l’a pour cerveau ni pour agent.</translation>
    </message>
    <message>
        <source>Nothing refers to it.</source>
        <translation>Rien n’y fait référence.</translation>
    </message>
    <message>
        <source>Set when the file was uploaded. The service cannot send the file back, so Baton cannot upload it again with other sharing: upload it anew to change that.</source>
        <translation>Fixé à l’envoi du fichier. Le service ne peut pas renvoyer le fichier&#xa0;: Baton ne peut donc pas l’envoyer à nouveau avec un autre partage. Envoyez-le de nouveau pour le changer.</translation>
    </message>
    <message>
        <source>Nothing among the objects read so far.</source>
        <translation>Rien parmi les objets lus jusqu’ici.</translation>
    </message>
</context>
<context>
    <name>baton::Replace</name>
    <message>
        <source>The object could not be read, so nothing changed: %1</source>
        <extracomment>%1 the service&apos;s error message. Nothing changed.</extracomment>
        <translation>L’objet n’a pas pu être lu&#xa0;: rien n’a changé. %1</translation>
    </message>
    <message>
        <source>“%1” could not be re-created, so nothing changed: %2</source>
        <extracomment>%1 the object&apos;s name, %2 the service&apos;s error message. Nothing changed.</extracomment>
        <translation>«&#xa0;%1&#xa0;» n’a pas pu être recréé&#xa0;: rien n’a changé. %2</translation>
    </message>
    <message>
        <source>“%1” was re-created with a new id, but the original (id %2) could not be deleted: %3 Both exist now; delete the original yourself once you no longer need it.</source>
        <extracomment>%1 the object&apos;s name, %2 its old id, %3 the service&apos;s error message.</extracomment>
        <translation>«&#xa0;%1&#xa0;» a été recréé avec un nouvel ID, mais l’original (ID %2) n’a pas pu être supprimé&#xa0;: %3 Les deux existent maintenant&#xa0;; supprimez vous-même l’original quand vous n’en aurez plus besoin.</translation>
    </message>
    <message>
        <source>This object is being re-created in another window; wait until that is done.</source>
        <translation>Cet objet est en cours de recréation dans une autre fenêtre&#xa0;; attendez que ce soit terminé.</translation>
    </message>
    <message>
        <source>The service accepted a copy of “%1” but its answer does not name it, so the original was kept. Look for a second “%1” before trying again.</source>
        <extracomment>%1 the object&apos;s name.</extracomment>
        <translation>Le service a accepté une copie de «&#xa0;%1&#xa0;» mais sa réponse ne la nomme pas&#xa0;: l’original a donc été conservé. Cherchez un second «&#xa0;%1&#xa0;» avant de réessayer.</translation>
    </message>
    <message>
        <source>The copy of “%1” may have been created: the service gave no clear answer. %2 Look for a second %3 named “%1” before trying again. The original (id %4) was kept.</source>
        <extracomment>%1 the object&apos;s name, %2 the service&apos;s error message, %3 the kind of object (tool, API resource), %4 the original&apos;s id.</extracomment>
        <translation>La copie de «&#xa0;%1&#xa0;» a peut-être été créée&#xa0;: le service n’a pas donné de réponse claire. %2 Cherchez un second objet de type %3 nommé «&#xa0;%1&#xa0;» avant de réessayer. L’original (ID %4) a été conservé.</translation>
    </message>
</context>
<context>
    <name>baton::RequestLogModel</name>
    <message>
        <source>Time</source>
        <translation>Heure</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Méthode</translation>
    </message>
    <message>
        <source>Path</source>
        <translation>Chemin</translation>
    </message>
    <message>
        <source>Status</source>
        <extracomment>A column: the HTTP status of the answer.</extracomment>
        <translation>Statut</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Durée</translation>
    </message>
    <message>
        <source>Sent</source>
        <extracomment>A column: the size of the request body.</extracomment>
        <translation>Envoyé</translation>
    </message>
    <message>
        <source>Received</source>
        <translation>Reçu</translation>
    </message>
    <message>
        <source>pending</source>
        <extracomment>The status column of a request still waiting for its answer.</extracomment>
        <translation>en attente</translation>
    </message>
    <message>
        <source>no answer</source>
        <translation>pas de réponse</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>Attempt %1 of this request</source>
        <translation>Tentative %1 de cette requête</translation>
    </message>
    <message>
        <source>Request id</source>
        <translation>ID de requête</translation>
    </message>
</context>
<context>
    <name>baton::RequestLogPanel</name>
    <message>
        <source>Filter by method, path, status or request id</source>
        <translation>Filtrer par méthode, chemin, statut ou ID de requête</translation>
    </message>
    <message>
        <source>Copy as c&amp;URL</source>
        <translation>Copier en c&amp;URL</translation>
    </message>
    <message>
        <source>Copy the selected request as a curl command. The token is read from $%1 when it runs; no credential is copied.</source>
        <translation>Copier la requête sélectionnée sous forme de commande curl. Le jeton est lu dans $%1 à l’exécution&#xa0;; aucun identifiant n’est copié.</translation>
    </message>
    <message>
        <source>Copy request &amp;id</source>
        <translation>Copier l’&amp;ID de requête</translation>
    </message>
    <message>
        <source>C&amp;lear</source>
        <translation>&amp;Effacer</translation>
    </message>
    <message>
        <source>Forget every logged request</source>
        <translation>Oublier toutes les requêtes journalisées</translation>
    </message>
    <message>
        <source>Select a request to see its headers, body and answer. Credentials and secret values are never shown.</source>
        <translation>Sélectionnez une requête pour voir ses en-têtes, son corps et sa réponse. Les identifiants et les valeurs secrètes ne sont jamais affichés.</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <source>Waiting for the answer</source>
        <translation>En attente de la réponse</translation>
    </message>
    <message>
        <source>HTTP %1 in %2 ms</source>
        <translation>HTTP %1 en %2 ms</translation>
    </message>
    <message>
        <source>No answer after %1 ms</source>
        <translation>Pas de réponse après %1 ms</translation>
    </message>
    <message>
        <source>Sent: %1</source>
        <translation>Envoyée&#xa0;: %1</translation>
    </message>
    <message>
        <source>Request id: %1</source>
        <translation>ID de requête&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <source>Retry-After: %n second(s)</source>
        <translation>
            <numerusform>Retry-After&#xa0;: %n seconde</numerusform>
            <numerusform>Retry-After&#xa0;: %n secondes</numerusform>
        </translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation>Erreur&#xa0;: %1</translation>
    </message>
    <message>
        <source>Request headers</source>
        <translation>En-têtes de la requête</translation>
    </message>
    <message>
        <source>File part: %1 (%2, %3)</source>
        <translation>Partie fichier&#xa0;: %1 (%2, %3)</translation>
    </message>
    <message>
        <source>Metadata</source>
        <translation>Métadonnées</translation>
    </message>
    <message>
        <source>Request body</source>
        <translation>Corps de la requête</translation>
    </message>
    <message>
        <source>Answer: empty</source>
        <translation>Réponse&#xa0;: vide</translation>
    </message>
    <message>
        <source>Answer (the first %1 of %2)</source>
        <translation>Réponse (les %1 premiers sur %2)</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Réponse</translation>
    </message>
    <message>
        <source>%1 · attempt %2</source>
        <extracomment>%1 is the outcome (&quot;HTTP 200 in 35 ms&quot;), %2 the number of the attempt.</extracomment>
        <translation>%1 · tentative %2</translation>
    </message>
    <message>
        <source>Request body (the first %1 of %2; only the latest requests are kept whole, so it cannot be copied as cURL)</source>
        <translation>Corps de la requête (les premiers %1 sur %2&#xa0;; seules les dernières requêtes sont gardées entières, il ne peut donc pas être copié en cURL)</translation>
    </message>
    <message>
        <source>Requests</source>
        <translation>Requêtes</translation>
    </message>
    <message>
        <source>Request details</source>
        <extracomment>The pane with the headers and bodies of the chosen request.</extracomment>
        <translation>Détails de la requête</translation>
    </message>
    <message>
        <source>Request id copied.</source>
        <translation>Identifiant de requête copié.</translation>
    </message>
    <message>
        <source>cURL command copied.</source>
        <translation>Commande cURL copiée.</translation>
    </message>
    <message>
        <source>Baton&apos;s request id: %1</source>
        <extracomment>The id Baton sends with a chat request (metadata.request_id), beside the service&apos;s own.</extracomment>
        <translation>Identifiant de requête de Baton : %1</translation>
    </message>
    <message>
        <source>Fi&amp;lter:</source>
        <translation>Fi&amp;ltrer&#xa0;:</translation>
    </message>
</context>
<context>
    <name>baton::ResolvedRefsView</name>
    <message>
        <source>Refresh</source>
        <translation>Actualiser</translation>
    </message>
    <message>
        <source>Read the group model again and resolve its references</source>
        <translation>Relire le modèle de groupe et résoudre ses références</translation>
    </message>
    <message>
        <source>Part</source>
        <translation>Élément</translation>
    </message>
    <message>
        <source>Resolves to</source>
        <translation>Résolu en</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Saved group models show here what their references point to.</source>
        <translation>Les modèles de groupe enregistrés affichent ici ce que désignent leurs références.</translation>
    </message>
    <message>
        <source>Resolving…</source>
        <translation>Résolution…</translation>
    </message>
    <message>
        <source>Could not resolve: %1</source>
        <translation>Résolution impossible&#xa0;: %1</translation>
    </message>
    <message>
        <source>As this token sees them, resolved at %1.</source>
        <translation>Tels que ce jeton les voit, résolus à %1.</translation>
    </message>
    <message>
        <source>Brain</source>
        <translation>Cerveau</translation>
    </message>
    <message>
        <source>Agent %1</source>
        <translation>Agent %1</translation>
    </message>
    <message>
        <source>Agent %1: %2</source>
        <translation>Agent %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>not visible to this token</source>
        <translation>non visible par ce jeton</translation>
    </message>
    <message>
        <source>not resolved</source>
        <translation>non résolu</translation>
    </message>
    <message>
        <source>Resolved references</source>
        <translation>Références résolues</translation>
    </message>
</context>
<context>
    <name>baton::ResourceDetail</name>
    <message>
        <source>Details</source>
        <extracomment>The pane that shows every field of the chosen object.</extracomment>
        <translation>Détails</translation>
    </message>
    <message>
        <source>Select a secret to see its fields. Its value is never shown.</source>
        <translation>Sélectionnez un secret pour voir ses champs. Sa valeur n’est jamais affichée.</translation>
    </message>
    <message>
        <source>Select a row to see every field of the object.</source>
        <translation>Sélectionnez une ligne pour voir tous les champs de l’objet.</translation>
    </message>
    <message>
        <source>none</source>
        <extracomment>A member of an object without a value, in the detail pane.</extracomment>
        <translation>aucun</translation>
    </message>
    <message>
        <source>%1 %</source>
        <extracomment>A file&apos;s processing progress in percent, beside its bar.</extracomment>
        <translation>%1 %</translation>
    </message>
</context>
<context>
    <name>baton::ResourceEditor</name>
    <message>
        <source>Set when the object is created; it cannot be changed.</source>
        <translation>Défini à la création de l’objet&#xa0;; ne peut plus être modifié.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>%1 is the path of a field in the request body (agents[1].role), %2 what is wrong with it.</extracomment>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Scope %1</source>
        <extracomment>One of the share scopes of a form, counted from 1.</extracomment>
        <translation>Portée %1</translation>
    </message>
    <message>
        <source>Auth field %1</source>
        <translation>Champ d’authentification %1</translation>
    </message>
    <message>
        <source>Team %1</source>
        <translation>Équipe %1</translation>
    </message>
    <message>
        <source>Tag %1</source>
        <translation>Étiquette %1</translation>
    </message>
    <message>
        <source>%1, item %2</source>
        <extracomment>%1 is a field&apos;s label, %2 the number of one of its items, counted from 1.</extracomment>
        <translation>%1, élément %2</translation>
    </message>
    <message>
        <source>Base model</source>
        <translation>Modèle de base</translation>
    </message>
    <message>
        <source>Custom model</source>
        <translation>Modèle personnalisé</translation>
    </message>
    <message>
        <source>Group model</source>
        <translation>Modèle de groupe</translation>
    </message>
    <message>
        <source>Header “%1”</source>
        <translation>En-tête «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>choose one.</source>
        <translation>choisissez-en un.</translation>
    </message>
    <message>
        <source>fill this in.</source>
        <translation>remplissez ce champ.</translation>
    </message>
    <message>
        <source>choose one from the list.</source>
        <translation>choisissez-en un dans la liste.</translation>
    </message>
    <message>
        <source>not a valid id; an id looks like xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx.</source>
        <translation>identifiant non valide&#xa0;; un identifiant a la forme xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>field error</comment>
        <extracomment>%1 is a field&apos;s label as the form shows it (Name, Scope 1), %2 what is wrong with it.</extracomment>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>* required</source>
        <extracomment>The legend of the marker after the label of a field that must be filled in.</extracomment>
        <translation>* obligatoire</translation>
    </message>
    <message>
        <source>%1 *</source>
        <comment>required field</comment>
        <extracomment>The label of a field that must be filled in; &quot;*&quot; is explained by the legend &quot;* required&quot;.</extracomment>
        <translation>%1 *</translation>
    </message>
    <message>
        <source>Required.</source>
        <extracomment>Read by screen readers for a field that must be filled in.</extracomment>
        <translation>Obligatoire.</translation>
    </message>
    <message numerus="yes">
        <source>%n field(s) need a change:</source>
        <extracomment>Over an editor&apos;s buttons: %n how many fields, then their labels (links to them), separated by commas.</extracomment>
        <translation>
            <numerusform>%n champ doit être modifié&#xa0;:</numerusform>
            <numerusform>%n champs doivent être modifiés&#xa0;:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>baton::ResourceKind</name>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Updated</source>
        <translation>Mise à jour</translation>
    </message>
    <message>
        <source>URL template</source>
        <translation>Modèle d’URL</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Catégorie</translation>
    </message>
    <message>
        <source>Scope</source>
        <translation>Portée</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>Fournisseur</translation>
    </message>
    <message>
        <source>Value changed</source>
        <translation>Valeur modifiée</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Méthode</translation>
    </message>
    <message>
        <source>Needs approval</source>
        <translation>Approbation</translation>
    </message>
    <message>
        <source>Cache TTL (s)</source>
        <translation>TTL du cache (s)</translation>
    </message>
    <message>
        <source>File name</source>
        <translation>Nom du fichier</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Statut</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Taille</translation>
    </message>
    <message>
        <source>Base model</source>
        <translation>Modèle de base</translation>
    </message>
    <message>
        <source>Tags</source>
        <translation>Étiquettes</translation>
    </message>
    <message>
        <source>Public</source>
        <translation>Public</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Mode</translation>
    </message>
    <message>
        <source>Brain</source>
        <translation>Cerveau</translation>
    </message>
    <message>
        <source>Secret</source>
        <translation>Secret</translation>
    </message>
    <message>
        <source>Tool</source>
        <translation>Outil</translation>
    </message>
    <message>
        <source>API resource</source>
        <translation>Ressource d’API</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Fichier</translation>
    </message>
    <message>
        <source>Custom model</source>
        <translation>Modèle personnalisé</translation>
    </message>
    <message>
        <source>Group model</source>
        <translation>Modèle de groupe</translation>
    </message>
    <message>
        <source>Chat request</source>
        <translation>Requête de conversation</translation>
    </message>
    <message>
        <source>Resume request</source>
        <translation>Requête de reprise</translation>
    </message>
    <message>
        <source>Secrets</source>
        <translation>Secrets</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>Outils</translation>
    </message>
    <message>
        <source>API resources</source>
        <translation>Ressources d’API</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Fichiers</translation>
    </message>
    <message>
        <source>Custom models</source>
        <translation>Modèles personnalisés</translation>
    </message>
    <message>
        <source>Group models</source>
        <translation>Modèles de groupe</translation>
    </message>
    <message>
        <source>Chat requests</source>
        <translation>Requêtes de conversation</translation>
    </message>
    <message>
        <source>Resume requests</source>
        <translation>Requêtes de reprise</translation>
    </message>
    <message>
        <source>secrets</source>
        <comment>a kind&apos;s name inside a sentence</comment>
        <translation>secrets</translation>
    </message>
    <message>
        <source>tools</source>
        <comment>a kind&apos;s name inside a sentence</comment>
        <translation>outils</translation>
    </message>
    <message>
        <source>API resources</source>
        <comment>a kind&apos;s name inside a sentence</comment>
        <translation>ressources d’API</translation>
    </message>
    <message>
        <source>files</source>
        <comment>a kind&apos;s name inside a sentence</comment>
        <translation>fichiers</translation>
    </message>
    <message>
        <source>custom models</source>
        <comment>a kind&apos;s name inside a sentence</comment>
        <translation>modèles personnalisés</translation>
    </message>
    <message>
        <source>group models</source>
        <comment>a kind&apos;s name inside a sentence</comment>
        <translation>modèles de groupe</translation>
    </message>
    <message>
        <source>chat requests</source>
        <comment>a kind&apos;s name inside a sentence</comment>
        <translation>requêtes de conversation</translation>
    </message>
    <message>
        <source>resume requests</source>
        <comment>a kind&apos;s name inside a sentence</comment>
        <translation>requêtes de reprise</translation>
    </message>
    <message>
        <source>Team</source>
        <comment>a scope: the user&apos;s team</comment>
        <translation>Équipe</translation>
    </message>
    <message>
        <source>Mine</source>
        <comment>a list filter: the token&apos;s user&apos;s objects</comment>
        <translation>Les miens</translation>
    </message>
    <message>
        <source>Public</source>
        <comment>a scope: every user</comment>
        <translation>Public</translation>
    </message>
    <message>
        <source>All visible</source>
        <comment>a list filter</comment>
        <translation>Tous (visibles)</translation>
    </message>
    <message>
        <source>Last updated</source>
        <comment>a list order</comment>
        <translation>Dernière mise à jour</translation>
    </message>
    <message>
        <source>Newest</source>
        <comment>a list order</comment>
        <translation>Plus récents</translation>
    </message>
    <message>
        <source>Name</source>
        <comment>a list order</comment>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Author</source>
        <comment>a list order</comment>
        <translation>Auteur</translation>
    </message>
    <message>
        <source>The platform&apos;s</source>
        <comment>credentials: the platform&apos;s own key</comment>
        <translation>De la plateforme</translation>
    </message>
    <message>
        <source>Own key (BYOK)</source>
        <comment>credentials: bring your own key</comment>
        <translation>Clé personnelle (BYOK)</translation>
    </message>
    <message>
        <source>Custom model</source>
        <comment>a scope</comment>
        <translation>Modèle personnalisé</translation>
    </message>
    <message>
        <source>Group model</source>
        <comment>a scope</comment>
        <translation>Modèle de groupe</translation>
    </message>
    <message>
        <source>Orchestrate</source>
        <comment>a group model&apos;s mode</comment>
        <translation>Orchestrer</translation>
    </message>
    <message>
        <source>Synthesize</source>
        <comment>a group model&apos;s mode</comment>
        <translation>Synthétiser</translation>
    </message>
    <message>
        <source>Normal</source>
        <comment>a group model&apos;s mode</comment>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Automatic</source>
        <comment>a group model&apos;s mode</comment>
        <translation>Automatique</translation>
    </message>
    <message>
        <source>Text</source>
        <comment>a file&apos;s resource type</comment>
        <translation>Texte</translation>
    </message>
    <message>
        <source>Image</source>
        <comment>a file&apos;s resource type</comment>
        <translation>Image</translation>
    </message>
    <message>
        <source>Audio</source>
        <comment>a file&apos;s resource type</comment>
        <translation>Audio</translation>
    </message>
    <message>
        <source>Video</source>
        <comment>a file&apos;s resource type</comment>
        <translation>Vidéo</translation>
    </message>
    <message>
        <source>Pending</source>
        <comment>a file&apos;s status</comment>
        <translation>En attente</translation>
    </message>
    <message>
        <source>Vectorizing</source>
        <comment>a file&apos;s status</comment>
        <translation>Vectorisation</translation>
    </message>
    <message>
        <source>Ready</source>
        <comment>a file&apos;s status</comment>
        <translation>Prêt</translation>
    </message>
    <message>
        <source>Failed</source>
        <comment>a file&apos;s status</comment>
        <translation>Échec</translation>
    </message>
    <message>
        <source>Deleting</source>
        <comment>a file&apos;s status</comment>
        <translation>Suppression</translation>
    </message>
    <message>
        <source>New secret</source>
        <translation>Nouveau secret</translation>
    </message>
    <message>
        <source>Edit secret — %1</source>
        <translation>Modifier le secret — %1</translation>
    </message>
    <message>
        <source>Delete secret</source>
        <translation>Supprimer le secret</translation>
    </message>
    <message>
        <source>Delete the secret “%1”?

This cannot be undone.</source>
        <translation>Supprimer le secret «&#xa0;%1&#xa0;»&#xa0;?

Cette action est irréversible.</translation>
    </message>
    <message>
        <source>No secrets yet</source>
        <translation>Aucun secret pour l’instant</translation>
    </message>
    <message>
        <source>This secret has changes that are not saved. Discard them?</source>
        <translation>Ce secret a des modifications non enregistrées. Les abandonner&#xa0;?</translation>
    </message>
    <message>
        <source>New tool</source>
        <translation>Nouvel outil</translation>
    </message>
    <message>
        <source>Edit tool — %1</source>
        <translation>Modifier l’outil — %1</translation>
    </message>
    <message>
        <source>Delete tool</source>
        <translation>Supprimer l’outil</translation>
    </message>
    <message>
        <source>Delete the tool “%1”?

This cannot be undone.</source>
        <translation>Supprimer l’outil «&#xa0;%1&#xa0;»&#xa0;?

Cette action est irréversible.</translation>
    </message>
    <message>
        <source>No tools yet</source>
        <translation>Aucun outil pour l’instant</translation>
    </message>
    <message>
        <source>This tool has changes that are not saved. Discard them?</source>
        <translation>Cet outil a des modifications non enregistrées. Les abandonner&#xa0;?</translation>
    </message>
    <message>
        <source>New API resource</source>
        <translation>Nouvelle ressource d’API</translation>
    </message>
    <message>
        <source>Edit API resource — %1</source>
        <translation>Modifier la ressource d’API — %1</translation>
    </message>
    <message>
        <source>Delete API resource</source>
        <translation>Supprimer la ressource d’API</translation>
    </message>
    <message>
        <source>Delete the API resource “%1”?

This cannot be undone.</source>
        <translation>Supprimer la ressource d’API «&#xa0;%1&#xa0;»&#xa0;?

Cette action est irréversible.</translation>
    </message>
    <message>
        <source>No API resources yet</source>
        <translation>Aucune ressource d’API pour l’instant</translation>
    </message>
    <message>
        <source>This API resource has changes that are not saved. Discard them?</source>
        <translation>Cette ressource d’API a des modifications non enregistrées. Les abandonner&#xa0;?</translation>
    </message>
    <message>
        <source>New file</source>
        <translation>Nouveau fichier</translation>
    </message>
    <message>
        <source>Edit file — %1</source>
        <translation>Modifier le fichier — %1</translation>
    </message>
    <message>
        <source>Delete file</source>
        <translation>Supprimer le fichier</translation>
    </message>
    <message>
        <source>Delete the file “%1”?

This cannot be undone.</source>
        <translation>Supprimer le fichier «&#xa0;%1&#xa0;»&#xa0;?

Cette action est irréversible.</translation>
    </message>
    <message>
        <source>No files yet</source>
        <translation>Aucun fichier pour l’instant</translation>
    </message>
    <message>
        <source>This file has changes that are not saved. Discard them?</source>
        <translation>Ce fichier a des modifications non enregistrées. Les abandonner&#xa0;?</translation>
    </message>
    <message>
        <source>New custom model</source>
        <translation>Nouveau modèle personnalisé</translation>
    </message>
    <message>
        <source>Edit custom model — %1</source>
        <translation>Modifier le modèle personnalisé — %1</translation>
    </message>
    <message>
        <source>Delete custom model</source>
        <translation>Supprimer le modèle personnalisé</translation>
    </message>
    <message>
        <source>Delete the custom model “%1”?

This cannot be undone.</source>
        <translation>Supprimer le modèle personnalisé «&#xa0;%1&#xa0;»&#xa0;?

Cette action est irréversible.</translation>
    </message>
    <message>
        <source>No custom models yet</source>
        <translation>Aucun modèle personnalisé pour l’instant</translation>
    </message>
    <message>
        <source>This custom model has changes that are not saved. Discard them?</source>
        <translation>Ce modèle personnalisé a des modifications non enregistrées. Les abandonner&#xa0;?</translation>
    </message>
    <message>
        <source>New group model</source>
        <translation>Nouveau modèle de groupe</translation>
    </message>
    <message>
        <source>Edit group model — %1</source>
        <translation>Modifier le modèle de groupe — %1</translation>
    </message>
    <message>
        <source>Delete group model</source>
        <translation>Supprimer le modèle de groupe</translation>
    </message>
    <message>
        <source>Delete the group model “%1”?

This cannot be undone.</source>
        <translation>Supprimer le modèle de groupe «&#xa0;%1&#xa0;»&#xa0;?

Cette action est irréversible.</translation>
    </message>
    <message>
        <source>No group models yet</source>
        <translation>Aucun modèle de groupe pour l’instant</translation>
    </message>
    <message>
        <source>This group model has changes that are not saved. Discard them?</source>
        <translation>Ce modèle de groupe a des modifications non enregistrées. Les abandonner&#xa0;?</translation>
    </message>
    <message>
        <source>Personal</source>
        <comment>a scope: only the token&apos;s user</comment>
        <translation>Personnel</translation>
    </message>
</context>
<context>
    <name>baton::ResourceListModel</name>
    <message>
        <source>Yes</source>
        <translation>Oui</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Non</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>A file&apos;s status and why: &quot;Failed: the file is empty&quot;.</extracomment>
        <translation>%1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>baton::ResourceListProxy</name>
    <message>
        <source>%1 (%2)</source>
        <extracomment>A model reference in a list: %1 the model&apos;s name, %2 its kind.</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 (base model)</source>
        <extracomment>A base model in a list: %1 its name.</extracomment>
        <translation>%1 (modèle de base)</translation>
    </message>
</context>
<context>
    <name>baton::ResourcePanel</name>
    <message>
        <source>Loading</source>
        <translation>Chargement</translation>
    </message>
    <message>
        <source>&amp;Try again</source>
        <translation>&amp;Réessayer</translation>
    </message>
    <message>
        <source>Not connected. Use File › Connect… to choose a service and a token.</source>
        <translation>Non connecté. Utilisez Fichier › Se connecter… pour choisir un service et un jeton.</translation>
    </message>
    <message>
        <source>The list could not be read. %1</source>
        <translation>La liste n’a pas pu être lue. %1</translation>
    </message>
    <message>
        <source>Nothing is listed until the filter is corrected</source>
        <translation>Rien n’est listé tant que le filtre n’est pas corrigé</translation>
    </message>
    <message>
        <source>Nothing matches the filter</source>
        <translation>Rien ne correspond au filtre</translation>
    </message>
    <message>
        <source>%1 of %2 loaded</source>
        <translation>%1 sur %2 chargés</translation>
    </message>
    <message>
        <source>%1 loaded, more below</source>
        <translation>%1 chargés, d’autres plus bas</translation>
    </message>
    <message numerus="yes">
        <source>%n object(s)</source>
        <translation>
            <numerusform>%n objet</numerusform>
            <numerusform>%n objets</numerusform>
        </translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>Chargement…</translation>
    </message>
    <message>
        <source>%1 · sorted among the loaded rows</source>
        <extracomment>%1 is the count of rows (&quot;40 loaded, more below&quot;).</extracomment>
        <translation>%1 · tri parmi les lignes chargées</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;This token may not list %1.&lt;/b&gt;&lt;/p&gt;&lt;p&gt;It lacks the capability &lt;b&gt;%2&lt;/b&gt;. Ask the service&apos;s administrator for a token with it, or connect with another profile (File › Connect…), then try again.&lt;/p&gt;&lt;p&gt;%3&lt;/p&gt;</source>
        <extracomment>%1 is a kind&apos;s plural name inside a sentence (secrets, tools, …), %2 a capability&apos;s name, %3 the service&apos;s error as ApiError words it.</extracomment>
        <translation>&lt;p&gt;&lt;b&gt;Ce jeton ne peut pas lister les %1.&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Il lui manque la capacité &lt;b&gt;%2&lt;/b&gt;. Demandez à l’administrateur du service un jeton qui la possède, ou connectez-vous avec un autre profil (Fichier › Se connecter…), puis réessayez.&lt;/p&gt;&lt;p&gt;%3&lt;/p&gt;</translation>
    </message>
    <message>
        <source>“%1” is not in this list as it is filtered now.</source>
        <extracomment>%1 the object&apos;s name.</extracomment>
        <translation>«&#xa0;%1&#xa0;» n’est pas dans cette liste telle qu’elle est filtrée maintenant.</translation>
    </message>
    <message>
        <source>“%1” cannot be shown: the console has not read it.</source>
        <extracomment>%1 the object&apos;s label, which says it is not visible.</extracomment>
        <translation>«&#xa0;%1&#xa0;» ne peut pas être affiché&#xa0;: la console ne l’a pas lu.</translation>
    </message>
    <message>
        <source>The %1 could not be read: %2</source>
        <extracomment>%1 is a kind&apos;s plural name inside a sentence (tools, …), %2 what the answer held and its request id.</extracomment>
        <translation>Impossible de lire les %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>The list ended early: %1</source>
        <extracomment>%1 why paging stopped, then the request id.</extracomment>
        <translation>La liste s’est arrêtée avant la fin&#xa0;: %1</translation>
    </message>
    <message>
        <source>The %1 could not be read</source>
        <extracomment>Where &quot;No tools yet&quot; would be: %1 is a kind&apos;s plural name inside a sentence (tools, …).</extracomment>
        <translation>Impossible de lire les %1</translation>
    </message>
    <message>
        <source>%1 of %2 loaded, not the whole list</source>
        <extracomment>A list that ended early: %1 the rows read, %2 the total the service announced.</extracomment>
        <translation>%1 sur %2 chargés, pas toute la liste</translation>
    </message>
    <message>
        <source>%1 loaded, not the whole list</source>
        <extracomment>A list that ended early: %1 the rows read.</extracomment>
        <translation>%1 chargés, pas toute la liste</translation>
    </message>
</context>
<context>
    <name>baton::RowList</name>
    <message>
        <source>None</source>
        <extracomment>A list of rows (headers, scopes, …) without any row.</extracomment>
        <translation>Aucun</translation>
    </message>
    <message>
        <source>Remove this row</source>
        <translation>Retirer cette ligne</translation>
    </message>
    <message>
        <source>Remove row %1</source>
        <translation>Retirer la ligne %1</translation>
    </message>
</context>
<context>
    <name>baton::ScopeListEditor</name>
    <message>
        <source>Type</source>
        <extracomment>A column: what a scope shares with (a team, a model).</extracomment>
        <translation>Type</translation>
    </message>
    <message>
        <source>Add scope</source>
        <translation>Ajouter une portée</translation>
    </message>
    <message>
        <source>Scope type</source>
        <translation>Type de portée</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Équipe</translation>
    </message>
    <message>
        <source>Custom model</source>
        <translation>Modèle personnalisé</translation>
    </message>
    <message>
        <source>Group model</source>
        <translation>Modèle de groupe</translation>
    </message>
    <message>
        <source>UUID</source>
        <translation>UUID</translation>
    </message>
    <message>
        <source>Scope id</source>
        <translation>ID de la portée</translation>
    </message>
    <message>
        <source>Team shared with</source>
        <translation>Équipe avec qui partager</translation>
    </message>
    <message>
        <source>Custom model shared with</source>
        <translation>Modèle personnalisé avec qui partager</translation>
    </message>
    <message>
        <source>Group model shared with</source>
        <translation>Modèle de groupe avec qui partager</translation>
    </message>
    <message>
        <source>Choose a custom model</source>
        <translation>Choisissez un modèle personnalisé</translation>
    </message>
    <message>
        <source>Choose a group model</source>
        <translation>Choisissez un modèle de groupe</translation>
    </message>
    <message>
        <source>Shared with</source>
        <extracomment>A column: the team or model a scope shares with.</extracomment>
        <translation>Partagé avec</translation>
    </message>
</context>
<context>
    <name>baton::SecretEditor</name>
    <message>
        <source>e.g. Ticket API key</source>
        <translation>p. ex. Clé d’API des tickets</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Nom</translation>
    </message>
    <message>
        <source>&amp;Description</source>
        <translation>&amp;Description</translation>
    </message>
    <message>
        <source>Who issued it, e.g. openai</source>
        <translation>Émetteur, p. ex. openai</translation>
    </message>
    <message>
        <source>&amp;Provider</source>
        <translation>&amp;Fournisseur</translation>
    </message>
    <message>
        <source>Personal (only this token&apos;s user)</source>
        <translation>Personnel (seul l’utilisateur de ce jeton)</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Équipe</translation>
    </message>
    <message>
        <source>&amp;Scope</source>
        <extracomment>Who may use the secret: the user or a team.</extracomment>
        <translation>&amp;Portée</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Afficher</translation>
    </message>
    <message>
        <source>Show the value while typing</source>
        <translation>Afficher la valeur pendant la saisie</translation>
    </message>
    <message>
        <source>Show value</source>
        <translation>Afficher la valeur</translation>
    </message>
    <message>
        <source>&amp;Value</source>
        <extracomment>The secret value itself (a key or password).</extracomment>
        <translation>&amp;Valeur</translation>
    </message>
    <message>
        <source>Hide</source>
        <translation>Masquer</translation>
    </message>
    <message>
        <source>Hide the value</source>
        <translation>Masquer la valeur</translation>
    </message>
    <message>
        <source>Hide value</source>
        <translation>Masquer la valeur</translation>
    </message>
    <message>
        <source>Rotate value</source>
        <translation>Renouveler la valeur</translation>
    </message>
    <message>
        <source>Secret value</source>
        <translation>Valeur du secret</translation>
    </message>
    <message>
        <source>&amp;New value</source>
        <extracomment>The secret value itself (a key or password).</extracomment>
        <translation>Nou&amp;velle valeur</translation>
    </message>
    <message>
        <source>Leave empty to keep the current value; a new value replaces it.</source>
        <translation>Laissez vide pour garder la valeur actuelle&#xa0;; une nouvelle valeur la remplace.</translation>
    </message>
    <message>
        <source>Write-only: once saved, the value cannot be read back, only replaced.</source>
        <translation>En écriture seule&#xa0;: une fois enregistrée, la valeur ne peut plus être relue, seulement remplacée.</translation>
    </message>
    <message>
        <source>Leave empty to keep the current value</source>
        <translation>Laissez vide pour garder la valeur actuelle</translation>
    </message>
    <message>
        <source>Required</source>
        <translation>Obligatoire</translation>
    </message>
    <message>
        <source>&amp;Team</source>
        <translation>É&amp;quipe</translation>
    </message>
    <message>
        <source>%1 “%2” (%3)</source>
        <extracomment>One user of a secret: %1 its kind, %2 its name, %3 how it uses the secret.</extracomment>
        <translation>%1 «&#xa0;%2&#xa0;» (%3)</translation>
    </message>
    <message>
        <source>Used by: %1. They will use the new value from the next request.</source>
        <extracomment>Before saving a secret&apos;s new value: %1 the tools and custom models that use it.</extracomment>
        <translation>Utilisé par&#xa0;: %1. Ils utiliseront la nouvelle valeur dès la prochaine requête.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message numerus="yes">
        <source>and %n more</source>
        <translation>
            <numerusform>et %n autre</numerusform>
            <numerusform>et %n autres</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>baton::ShareDialog</name>
    <message>
        <source>&amp;Filter:</source>
        <translation>&amp;Filtrer&#xa0;:</translation>
    </message>
    <message>
        <source>Part of a name</source>
        <translation>Une partie d’un nom</translation>
    </message>
    <message>
        <source>Share with “%1”</source>
        <extracomment>A dialog&apos;s title: %1 the model&apos;s name.</extracomment>
        <translation>Partager avec «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>Choose the tools and API resources “%1” may use. A tool shared only with a team is not available to a model. Files are not offered: a file&apos;s sharing is set when it is uploaded, and the service cannot upload it again.</source>
        <translation>Choisissez les outils et ressources d’API que «&#xa0;%1&#xa0;» peut utiliser. Un outil partagé seulement avec une équipe n’est pas disponible pour un modèle. Les fichiers ne sont pas proposés&#xa0;: le partage d’un fichier est fixé à son envoi, et le service ne peut pas l’envoyer à nouveau.</translation>
    </message>
    <message>
        <source>Tools and API resources</source>
        <translation>Outils et ressources d’API</translation>
    </message>
    <message>
        <source>&amp;Share…</source>
        <translation>&amp;Partager…</translation>
    </message>
    <message>
        <source>%1 — tool, asks for approval</source>
        <extracomment>An item to share: %1 the tool&apos;s name.</extracomment>
        <translation>%1 — outil, demande une approbation</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <extracomment>An item to share: %1 its name, %2 its kind (&quot;tool&quot;, &quot;API resource&quot;).
----------
A share target: %1 its name, %2 its kind (&quot;team&quot;, &quot;custom model&quot;).</extracomment>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Every tool and API resource is already shared with this model.</source>
        <translation>Tous les outils et ressources d’API sont déjà partagés avec ce modèle.</translation>
    </message>
    <message>
        <source>The tools are still being read; open this again in a moment.</source>
        <translation>Les outils sont encore en cours de lecture&#xa0;; rouvrez ceci dans un instant.</translation>
    </message>
    <message>
        <source>Change sharing of “%1”</source>
        <extracomment>A dialog&apos;s title: %1 the tool&apos;s or API resource&apos;s name.</extracomment>
        <translation>Modifier le partage de «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>Choose who “%1” is shared with. A model can use it only when it is shared with that model itself; a team share does not reach the team&apos;s models. The service sets sharing when an object is created, so Baton re-creates it with a new id.</source>
        <translation>Choisissez avec qui «&#xa0;%1&#xa0;» est partagé. Un modèle ne peut l’utiliser que s’il est partagé avec ce modèle lui-même&#xa0;; un partage avec une équipe n’atteint pas les modèles de l’équipe. Le service fixe le partage à la création d’un objet&#xa0;: Baton le recrée donc avec un nouvel ID.</translation>
    </message>
    <message>
        <source>Teams and models</source>
        <translation>Équipes et modèles</translation>
    </message>
    <message>
        <source>&amp;Change sharing…</source>
        <translation>&amp;Modifier le partage…</translation>
    </message>
    <message>
        <source>Share…</source>
        <extracomment>The toolbar&apos;s short text of &quot;Share a Tool with This Model…&quot;.</extracomment>
        <translation>Partager…</translation>
    </message>
    <message>
        <source>Share a tool with this model</source>
        <translation>Partager un outil avec ce modèle</translation>
    </message>
    <message>
        <source>Sharing…</source>
        <extracomment>The toolbar&apos;s short text of &quot;Change Sharing…&quot;.</extracomment>
        <translation>Partage…</translation>
    </message>
    <message>
        <source>Change whom this is shared with</source>
        <translation>Modifier avec qui ceci est partagé</translation>
    </message>
    <message>
        <source>Re-create to change sharing</source>
        <translation>Recréer pour modifier le partage</translation>
    </message>
    <message>
        <source>Re-create</source>
        <translation>Recréer</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>The service sets sharing only when an object is created. To change it, Baton creates a copy with the new sharing and then deletes the original, so each of these gets a new id:</source>
        <translation>Le service ne fixe le partage qu’à la création d’un objet. Pour le modifier, Baton crée une copie avec le nouveau partage puis supprime l’original&#xa0;: chacun de ceux-ci reçoit donc un nouvel ID&#xa0;:</translation>
    </message>
    <message>
        <source>Nothing Baton has read refers to them by id: in the service&apos;s interface no other object refers to a tool or an API resource. Scripts or settings outside Baton that use the old id must be given the new one.</source>
        <translation>Rien de ce que Baton a lu n’y fait référence par ID&#xa0;: dans l’interface du service, aucun autre objet ne fait référence à un outil ou à une ressource d’API. Les scripts ou réglages extérieurs à Baton qui utilisent l’ancien ID doivent recevoir le nouveau.</translation>
    </message>
    <message>
        <source>These refer to the old id and will point at nothing until they are changed:</source>
        <translation>Ceux-ci font référence à l’ancien ID et ne pointeront vers rien tant qu’ils n’auront pas été modifiés&#xa0;:</translation>
    </message>
    <message>
        <source>Re-creating “%1” (%2 of %3)…</source>
        <extracomment>Progress: %1 the object&apos;s name, %2 and %3 how many of how many.</extracomment>
        <translation>Recréation de «&#xa0;%1&#xa0;» (%2 sur %3)…</translation>
    </message>
    <message>
        <source>S&amp;hare a tool with this model…</source>
        <translation>Partager un &amp;outil avec ce modèle…</translation>
    </message>
    <message>
        <source>C&amp;hange sharing…</source>
        <translation>Modifier le &amp;partage…</translation>
    </message>
    <message>
        <source>“%1” (%2, id %3)</source>
        <extracomment>An object that will be re-created: %1 its name, %2 its kind, %3 its id now.</extracomment>
        <translation>«&#xa0;%1&#xa0;» (%2, ID %3)</translation>
    </message>
    <message>
        <source>“%1” (%2) refers to “%3”</source>
        <extracomment>What refers to an object by id: %1 its name, %2 its kind, %3 the object it refers to.</extracomment>
        <translation>«&#xa0;%1&#xa0;» (%2) fait référence à «&#xa0;%3&#xa0;»</translation>
    </message>
</context>
<context>
    <name>baton::SharingNote</name>
    <message>
        <source>C&amp;hange sharing…</source>
        <translation>Modifier le &amp;partage…</translation>
    </message>
    <message>
        <source>The service sets an API resource&apos;s sharing when it is created and does not let it change. “Change sharing…” re-creates the API resource with the new sharing, under a new id.</source>
        <translation>Le service fixe le partage d’une ressource d’API à sa création et ne permet pas de le modifier. «&#xa0;Modifier le partage…&#xa0;» recrée la ressource d’API avec le nouveau partage, sous un nouvel ID.</translation>
    </message>
    <message>
        <source>The service sets a tool&apos;s sharing when it is created and does not let it change. “Change sharing…” re-creates the tool with the new sharing, under a new id.</source>
        <translation>Le service fixe le partage d’un outil à sa création et ne permet pas de le modifier. «&#xa0;Modifier le partage…&#xa0;» recrée l’outil avec le nouveau partage, sous un nouvel ID.</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Modifications non enregistrées</translation>
    </message>
    <message>
        <source>“%1” has changes that are not saved. Change sharing makes its copy from what the service holds, so the changes would be lost: save them first?</source>
        <extracomment>%1 the tool&apos;s or API resource&apos;s name.</extracomment>
        <translation>«&#xa0;%1&#xa0;» a des modifications non enregistrées. «&#xa0;Modifier le partage&#xa0;» en fait une copie à partir de ce que le service détient&#xa0;: les modifications seraient perdues. Les enregistrer d’abord&#xa0;?</translation>
    </message>
    <message>
        <source>&amp;Save, then change sharing…</source>
        <translation>&amp;Enregistrer, puis modifier le partage…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
</context>
<context>
    <name>baton::StringMapEditor</name>
    <message>
        <source>Name</source>
        <extracomment>A column: an HTTP header&apos;s name.</extracomment>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Value</source>
        <extracomment>A column: an HTTP header&apos;s value.</extracomment>
        <translation>Valeur</translation>
    </message>
    <message>
        <source>Add header</source>
        <translation>Ajouter un en-tête</translation>
    </message>
    <message>
        <source>e.g. Accept</source>
        <translation>p. ex. Accept</translation>
    </message>
    <message>
        <source>Header name</source>
        <translation>Nom de l’en-tête</translation>
    </message>
    <message>
        <source>e.g. application/json</source>
        <translation>p. ex. application/json</translation>
    </message>
    <message>
        <source>Header value</source>
        <translation>Valeur de l’en-tête</translation>
    </message>
    <message>
        <source>Row %1 has a value but no name.</source>
        <translation>La ligne %1 a une valeur mais pas de nom.</translation>
    </message>
    <message>
        <source>“%1” appears more than once.</source>
        <translation>«&#xa0;%1&#xa0;» apparaît plusieurs fois.</translation>
    </message>
    <message>
        <source>“%1”</source>
        <translation>«&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>Move to a secret…</source>
        <translation>Déplacer dans un secret…</translation>
    </message>
    <message>
        <source>The value of row %1 looks like a credential: keep it in a secret.</source>
        <translation>La valeur de la ligne %1 ressemble à un identifiant de connexion&#xa0;: gardez-la dans un secret.</translation>
    </message>
    <message>
        <source>%1 looks like a credential: keep it in a secret.</source>
        <translation>%1 ressemble à un identifiant de connexion&#xa0;: gardez-le dans un secret.</translation>
    </message>
    <message>
        <source>this header</source>
        <extracomment>%1 is a header&apos;s name, as typed.</extracomment>
        <translation>cet en-tête</translation>
    </message>
    <message>
        <source>Move to a secret… keeps the value of %1 in a new secret, which an auth field then sends.</source>
        <translation>Déplacer dans un secret… garde la valeur de %1 dans un nouveau secret, qu’un champ d’authentification envoie ensuite.</translation>
    </message>
    <message>
        <source>API resources cannot send a secret. Move to a secret… keeps the value of %1 in a new secret, for a tool&apos;s auth field, and removes the header.</source>
        <translation>Les ressources d’API ne peuvent pas envoyer de secret. Déplacer dans un secret… garde la valeur de %1 dans un nouveau secret, pour le champ d’authentification d’un outil, et retire l’en-tête.</translation>
    </message>
</context>
<context>
    <name>baton::TagEditor</name>
    <message>
        <source>Comma-separated, e.g. billing, urgent</source>
        <translation>Séparées par des virgules, p. ex. facturation, urgent</translation>
    </message>
</context>
<context>
    <name>baton::TeamIdsEditor</name>
    <message>
        <source>Add</source>
        <translation>Ajouter</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>A team id is a UUID: xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx</source>
        <translation>Un ID d’équipe est un UUID&#xa0;: xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Équipe</translation>
    </message>
</context>
<context>
    <name>baton::TeamNamesDialog</name>
    <message>
        <source>Team Names</source>
        <translation>Noms des équipes</translation>
    </message>
    <message>
        <source>The service gives teams no names. Name the teams seen here; the names are kept with this profile and shown instead of the ids.</source>
        <translation>Le service ne donne pas de nom aux équipes. Nommez ici les équipes rencontrées&#xa0;; les noms sont conservés avec ce profil et affichés à la place des ID.</translation>
    </message>
    <message>
        <source>Team names</source>
        <translation>Noms des équipes</translation>
    </message>
    <message>
        <source>Name</source>
        <extracomment>Columns of the team names: the name the user gives, the team&apos;s id.</extracomment>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Team id</source>
        <translation>ID d’équipe</translation>
    </message>
    <message>
        <source>No team seen yet: teams appear once objects that name them are read.</source>
        <translation>Aucune équipe rencontrée pour l’instant&#xa0;: les équipes apparaissent une fois lus les objets qui les nomment.</translation>
    </message>
</context>
<context>
    <name>baton::TeamPicker</name>
    <message>
        <source>Choose a team, or type its id</source>
        <translation>Choisissez une équipe, ou saisissez son ID</translation>
    </message>
</context>
<context>
    <name>baton::TokenStore</name>
    <message>
        <source>No keychain is available: the token is kept in memory for this session only.</source>
        <translation>Aucun trousseau n’est disponible&#xa0;: le jeton est conservé en mémoire pour cette session uniquement.</translation>
    </message>
    <message>
        <source>The token is empty.</source>
        <translation>Le jeton est vide.</translation>
    </message>
    <message>
        <source>The token could not be read from the keychain: %1</source>
        <translation>Le jeton n’a pas pu être lu dans le trousseau&#xa0;: %1</translation>
    </message>
    <message>
        <source>The token could not be saved in the keychain: %1</source>
        <translation>Le jeton n’a pas pu être enregistré dans le trousseau&#xa0;: %1</translation>
    </message>
    <message>
        <source>The token could not be removed from the keychain: %1</source>
        <translation>Le jeton n’a pas pu être retiré du trousseau&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>baton::ToolCallCards</name>
    <message>
        <source>Approval expired before the decision reached the service</source>
        <translation>L’approbation a expiré avant que la décision parvienne au service</translation>
    </message>
    <message>
        <source>Approval expired by the service&apos;s clock, as far as Baton can tell</source>
        <translation>Approbation expirée selon l’horloge du service, pour autant que Baton puisse en juger</translation>
    </message>
    <message>
        <source>The service had already settled this approval; how is not known</source>
        <translation>Le service avait déjà réglé cette approbation&#xa0;; on ne sait pas comment</translation>
    </message>
    <message>
        <source>Approve — sent, waiting for the service</source>
        <translation>Approuver — envoyé, en attente du service</translation>
    </message>
    <message>
        <source>Deny — sent, waiting for the service</source>
        <translation>Refuser — envoyé, en attente du service</translation>
    </message>
    <message>
        <source>Approved; the service received your decision</source>
        <translation>Approuvé&#xa0;; le service a reçu votre décision</translation>
    </message>
    <message>
        <source>Denied; the service received your decision</source>
        <translation>Refusé&#xa0;; le service a reçu votre décision</translation>
    </message>
    <message>
        <source>Denied: %1; the service received your decision</source>
        <translation>Refusé&#xa0;: %1&#xa0;; le service a reçu votre décision</translation>
    </message>
    <message>
        <source>The service refused the last decision (approve): decide again.</source>
        <translation>Le service a refusé la dernière décision (approuver)&#xa0;: décidez à nouveau.</translation>
    </message>
    <message>
        <source>The service refused the last decision (deny): decide again.</source>
        <translation>Le service a refusé la dernière décision (refuser)&#xa0;: décidez à nouveau.</translation>
    </message>
    <message>
        <source>The last decision (approve) did not reach the service, as far as Baton can tell.</source>
        <translation>La dernière décision (approuver) n’est pas parvenue au service, pour autant que Baton puisse en juger.</translation>
    </message>
    <message>
        <source>The last decision (deny) did not reach the service, as far as Baton can tell.</source>
        <translation>La dernière décision (refuser) n’est pas parvenue au service, pour autant que Baton puisse en juger.</translation>
    </message>
    <message>
        <source>Awaiting approval</source>
        <translation>En attente d’approbation</translation>
    </message>
    <message>
        <source>Arriving…</source>
        <translation>En cours de réception…</translation>
    </message>
    <message>
        <source>Decided</source>
        <translation>Décidé</translation>
    </message>
    <message>
        <source>Requested</source>
        <translation>Demandé</translation>
    </message>
    <message>
        <source>Tool call: </source>
        <translation>Appel d’outil&#xa0;: </translation>
    </message>
    <message>
        <source>(unnamed)</source>
        <translation>(sans nom)</translation>
    </message>
    <message>
        <source>Call id: %1</source>
        <translation>ID de l’appel&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <source>And %n more tool call(s), not shown here: the event inspector shows every piece of the answer, and the approval dialog lists every call that waits for a decision.</source>
        <translation>
            <numerusform>Et %n autre appel d’outil, non affiché ici&#xa0;: l’inspecteur d’événements montre chaque fragment de la réponse, et la fenêtre d’approbation liste chaque appel qui attend une décision.</numerusform>
            <numerusform>Et %n autres appels d’outils, non affichés ici&#xa0;: l’inspecteur d’événements montre chaque fragment de la réponse, et la fenêtre d’approbation liste chaque appel qui attend une décision.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>baton::ToolEditor</name>
    <message>
        <source>e.g. create_ticket</source>
        <translation>p. ex. create_ticket</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Nom</translation>
    </message>
    <message>
        <source>What the tool does and when the model should call it.</source>
        <translation>Ce que fait l’outil et quand le modèle doit l’appeler.</translation>
    </message>
    <message>
        <source>&amp;Description</source>
        <translation>&amp;Description</translation>
    </message>
    <message>
        <source>Request</source>
        <translation>Requête</translation>
    </message>
    <message>
        <source>&amp;Method</source>
        <translation>&amp;Méthode</translation>
    </message>
    <message>
        <source>https://api.example.com/tickets/{ticketId}</source>
        <translation>https://api.example.com/tickets/{ticketId}</translation>
    </message>
    <message>
        <source>Each {placeholder} is filled from the argument of that name.</source>
        <translation>Chaque {paramètre} est rempli avec l’argument du même nom.</translation>
    </message>
    <message>
        <source>&amp;URL template</source>
        <translation>Modèle d’&amp;URL</translation>
    </message>
    <message>
        <source>&amp;Arguments schema</source>
        <translation>Schéma des &amp;arguments</translation>
    </message>
    <message>
        <source>Headers</source>
        <translation>En-têtes</translation>
    </message>
    <message>
        <source>Auth fields</source>
        <translation>Champs d’authentification</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>&amp;Timeout</source>
        <translation>Délai ma&amp;x.</translation>
    </message>
    <message>
        <source>Ask for approval before each call</source>
        <translation>Demander une approbation avant chaque appel</translation>
    </message>
    <message>
        <source>A chat pauses until someone approves or denies the call. Turn it off only for calls that are safe to run unattended.</source>
        <translation>La conversation s’interrompt jusqu’à ce que quelqu’un approuve ou refuse l’appel. Ne désactivez cette option que pour des appels sans risque à exécuter sans surveillance.</translation>
    </message>
    <message>
        <source>Approval</source>
        <translation>Approbation</translation>
    </message>
    <message>
        <source>Set at creation</source>
        <translation>Défini à la création</translation>
    </message>
    <message>
        <source>Shared with</source>
        <translation>Partagé avec</translation>
    </message>
    <message>
        <source>Ta&amp;gs</source>
        <translation>Éti&amp;quettes</translation>
    </message>
    <message>
        <source>e.g. 1.0</source>
        <translation>p. ex. 1.0</translation>
    </message>
    <message>
        <source>&amp;Version</source>
        <translation>&amp;Version</translation>
    </message>
    <message>
        <source>%1 is not a property of the arguments schema: add it to its &quot;properties&quot;, or take it out of the URL.</source>
        <translation>%1 n’est pas une propriété du schéma des arguments&#xa0;: ajoutez-la à ses «&#xa0;properties&#xa0;», ou retirez-la de l’URL.</translation>
    </message>
    <message>
        <source>%1 are not properties of the arguments schema: add them to its &quot;properties&quot;, or take them out of the URL.</source>
        <translation>%1 ne sont pas des propriétés du schéma des arguments&#xa0;: ajoutez-les à ses «&#xa0;properties&#xa0;», ou retirez-les de l’URL.</translation>
    </message>
    <message>
        <source>The value of %1 is now in the secret “%2”, which the auth field %1 sends.</source>
        <translation>La valeur de %1 est maintenant dans le secret «&#xa0;%2&#xa0;», que le champ d’authentification %1 envoie.</translation>
    </message>
    <message>
        <source>A read (GET) is an API resource.</source>
        <extracomment>Beside a tool&apos;s method, which offers no GET.</extracomment>
        <translation>Une lecture (GET) est une ressource d’API.</translation>
    </message>
    <message>
        <source>New API resource with this URL</source>
        <extracomment>A link: opens a new API resource&apos;s form with the tool&apos;s URL.</extracomment>
        <translation>Nouvelle ressource d’API avec cette URL</translation>
    </message>
</context>
<context>
    <name>baton::TranscriptView</name>
    <message>
        <source>Transcript</source>
        <translation>Transcription</translation>
    </message>
    <message>
        <source>Assistant</source>
        <translation>Assistant</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <source>Assistant, after the tool decision</source>
        <translation>Assistant, après la décision sur les outils</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copier</translation>
    </message>
    <message>
        <source>Waiting for the answer…</source>
        <translation>En attente de la réponse…</translation>
    </message>
    <message>
        <source>Answering…</source>
        <translation>Réponse en cours…</translation>
    </message>
    <message>
        <source>Stopped: the answer is incomplete.</source>
        <translation>Arrêtée&#xa0;: la réponse est incomplète.</translation>
    </message>
    <message>
        <source>Interrupted: the answer broke off before its end.</source>
        <translation>Interrompue&#xa0;: la réponse s’est coupée avant la fin.</translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>Échec&#xa0;: %1</translation>
    </message>
    <message>
        <source>Waiting for your decision on the tool calls.</source>
        <translation>En attente de votre décision sur les appels d’outils.</translation>
    </message>
    <message>
        <source>Tokens: %1 prompt, %2 completion, %3 total</source>
        <translation>Tokens&#xa0;: %1 en entrée, %2 en sortie, %3 au total</translation>
    </message>
    <message>
        <source>Credits: %1</source>
        <translation>Crédits&#xa0;: %1</translation>
    </message>
    <message>
        <source>First token: %1 ms</source>
        <translation>Premier token&#xa0;: %1 ms</translation>
    </message>
    <message>
        <source>%1 tokens/s</source>
        <translation>%1 tokens/s</translation>
    </message>
    <message>
        <source>Request id: %1</source>
        <translation>ID de requête&#xa0;: %1</translation>
    </message>
    <message>
        <source>Decision sent; waiting for the service to take it.</source>
        <translation>Décision envoyée&#xa0;; en attente de sa prise en compte par le service.</translation>
    </message>
    <message>
        <source>The service said the approval expired: the tool calls were not run. The conversation is kept.</source>
        <translation>Le service a indiqué que l’approbation avait expiré&#xa0;: les appels d’outils n’ont pas été exécutés. La conversation est conservée.</translation>
    </message>
    <message>
        <source>The approval expired by the service&apos;s clock, as far as Baton can tell: the tool calls will not run. The conversation is kept.</source>
        <translation>L’approbation a expiré selon l’horloge du service, pour autant que Baton puisse en juger&#xa0;: les appels d’outils ne seront pas exécutés. La conversation est conservée.</translation>
    </message>
    <message>
        <source>The service had already settled this approval before this decision; Baton does not know how.</source>
        <translation>Le service avait déjà réglé cette approbation avant cette décision&#xa0;; Baton ne sait pas comment.</translation>
    </message>
    <message>
        <source>Jump to latest</source>
        <translation>Aller au plus récent</translation>
    </message>
    <message>
        <source>Scroll to the end of the conversation and follow new text again</source>
        <translation>Faire défiler jusqu’à la fin de la conversation et suivre de nouveau le texte qui arrive</translation>
    </message>
    <message>
        <source>Interrupted: the service received the decision, and its answer broke off before its end.</source>
        <translation>Interrompue&#xa0;: le service a reçu la décision, et sa réponse s’est coupée avant la fin.</translation>
    </message>
    <message>
        <source>The connection broke: %1</source>
        <translation>La connexion a été coupée&#xa0;: %1</translation>
    </message>
    <message>
        <source>Baton&apos;s request id: %1</source>
        <extracomment>The id Baton sends with a chat request (metadata.request_id), beside the service&apos;s own.</extracomment>
        <translation>Identifiant de requête de Baton : %1</translation>
    </message>
    <message>
        <source>Copy the answer</source>
        <translation>Copier la réponse</translation>
    </message>
    <message>
        <source>Copy your message</source>
        <translation>Copier votre message</translation>
    </message>
    <message>
        <source>Link: %1</source>
        <extracomment>Read by a screen reader when Tab reaches a link of the transcript.</extracomment>
        <translation>Lien&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>baton::UsageView</name>
    <message>
        <source>E&amp;xport CSV…</source>
        <translation>E&amp;xporter en CSV…</translation>
    </message>
    <message>
        <source>Last 7 days</source>
        <translation>7 derniers jours</translation>
    </message>
    <message>
        <source>Last 30 days</source>
        <translation>30 derniers jours</translation>
    </message>
    <message>
        <source>Last 90 days</source>
        <translation>90 derniers jours</translation>
    </message>
    <message>
        <source>Last 365 days</source>
        <translation>365 derniers jours</translation>
    </message>
    <message>
        <source>Any time</source>
        <translation>Toute période</translation>
    </message>
    <message>
        <source>Peri&amp;od</source>
        <translation>Pér&amp;iode</translation>
    </message>
    <message>
        <source>Credits</source>
        <translation>Crédits</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Jetons</translation>
    </message>
    <message>
        <source>Sho&amp;w</source>
        <translation>Mo&amp;ntrer</translation>
    </message>
    <message>
        <source>Save the figures of the period as a CSV file</source>
        <translation>Enregistrer les chiffres de la période dans un fichier CSV</translation>
    </message>
    <message>
        <source>Usage chart</source>
        <translation>Graphique de consommation</translation>
    </message>
    <message>
        <source>Day</source>
        <translation>Jour</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Cible</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>Réponses</translation>
    </message>
    <message>
        <source>Prompt tokens</source>
        <translation>Jetons d’entrée</translation>
    </message>
    <message>
        <source>Completion tokens</source>
        <translation>Jetons de sortie</translation>
    </message>
    <message>
        <source>Usage per day and target</source>
        <translation>Consommation par jour et par cible</translation>
    </message>
    <message>
        <source>The usage cannot be read: %1</source>
        <translation>La consommation ne peut pas être lue : %1</translation>
    </message>
    <message>
        <source>%1 credits, %2 tokens in the period</source>
        <translation>%1 crédits, %2 jetons sur la période</translation>
    </message>
    <message>
        <source>No answers in this period.</source>
        <translation>Aucune réponse sur cette période.</translation>
    </message>
    <message>
        <source>Other targets</source>
        <translation>Autres cibles</translation>
    </message>
    <message>
        <source>The usage could not be saved to %1: %2</source>
        <translation>La consommation n’a pas pu être enregistrée dans %1 : %2</translation>
    </message>
    <message>
        <source>Export the usage</source>
        <translation>Exporter la consommation</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Fichiers CSV (*.csv)</translation>
    </message>
</context>
<context>
    <name>baton::Validator</name>
    <message>
        <source>Must be between %1 and %2.</source>
        <translation>Doit être compris entre %1 et %2.</translation>
    </message>
    <message>
        <source>Must be %1 or greater.</source>
        <translation>Doit être supérieur ou égal à %1.</translation>
    </message>
    <message>
        <source>Must be %1 or less.</source>
        <translation>Doit être inférieur ou égal à %1.</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 octets</translation>
    </message>
    <message>
        <source>This field is required.</source>
        <translation>Ce champ est obligatoire.</translation>
    </message>
    <message>
        <source>This field can only be set when the object is created.</source>
        <translation>Ce champ ne peut être défini qu’à la création de l’objet.</translation>
    </message>
    <message>
        <source>This field is not part of the interface.</source>
        <translation>Ce champ ne fait pas partie de l’interface.</translation>
    </message>
    <message>
        <source>Must be true or false.</source>
        <translation>Doit être true ou false.</translation>
    </message>
    <message>
        <source>Must be a JSON object.</source>
        <translation>Doit être un objet JSON.</translation>
    </message>
    <message>
        <source>Must be a string.</source>
        <translation>Doit être une chaîne.</translation>
    </message>
    <message>
        <source>Must not be empty.</source>
        <translation>Ne doit pas être vide.</translation>
    </message>
    <message numerus="yes">
        <source>Must have at least %n characters; this has %1.</source>
        <translation>
            <numerusform>Doit compter au moins %n caractère&#xa0;; celui-ci en compte %1.</numerusform>
            <numerusform>Doit compter au moins %n caractères&#xa0;; celui-ci en compte %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Must have at most 1 character; this has %1.</source>
        <translation>Doit compter au plus 1 caractère&#xa0;; celui-ci en compte %1.</translation>
    </message>
    <message numerus="yes">
        <source>Must have at most %n characters; this has %1.</source>
        <translation>
            <numerusform>Doit compter au plus %n caractère&#xa0;; celui-ci en compte %1.</numerusform>
            <numerusform>Doit compter au plus %n caractères&#xa0;; celui-ci en compte %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Must be one of: %1.</source>
        <translation>Doit être l’une des valeurs suivantes&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Must be a UUID (xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx).</source>
        <translation>Doit être un UUID (xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx).</translation>
    </message>
    <message>
        <source>Must be group:&lt;uuid&gt; or custom:&lt;uuid&gt;.</source>
        <translation>Doit être de la forme group:&lt;uuid&gt; ou custom:&lt;uuid&gt;.</translation>
    </message>
    <message>
        <source>Must be a whole number.</source>
        <translation>Doit être un nombre entier.</translation>
    </message>
    <message>
        <source>Must be a number.</source>
        <translation>Doit être un nombre.</translation>
    </message>
    <message>
        <source>Must be a JSON object of names and text values.</source>
        <translation>Doit être un objet JSON de noms et de valeurs texte.</translation>
    </message>
    <message>
        <source>A name must not be empty.</source>
        <translation>Un nom ne doit pas être vide.</translation>
    </message>
    <message>
        <source>Must be a JSON array.</source>
        <translation>Doit être un tableau JSON.</translation>
    </message>
    <message>
        <source>Must have at least 1 item.</source>
        <translation>Doit contenir au moins 1 élément.</translation>
    </message>
    <message numerus="yes">
        <source>Must have at least %n items; this has %1.</source>
        <translation>
            <numerusform>Doit contenir au moins %n élément&#xa0;; celui-ci en contient %1.</numerusform>
            <numerusform>Doit contenir au moins %n éléments&#xa0;; celui-ci en contient %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Must have at most 1 item; this has %1.</source>
        <translation>Doit contenir au plus 1 élément&#xa0;; celui-ci en contient %1.</translation>
    </message>
    <message numerus="yes">
        <source>Must have at most %n items; this has %1.</source>
        <translation>
            <numerusform>Doit contenir au plus %n élément&#xa0;; celui-ci en contient %1.</numerusform>
            <numerusform>Doit contenir au plus %n éléments&#xa0;; celui-ci en contient %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Must be a model reference object.</source>
        <translation>Doit être un objet de référence de modèle.</translation>
    </message>
    <message>
        <source>Must be one of: llm, custom, group.</source>
        <translation>Doit être l’une des valeurs llm, custom ou group.</translation>
    </message>
    <message>
        <source>Must be a string or an array of content parts.</source>
        <translation>Doit être une chaîne ou un tableau de parties de contenu.</translation>
    </message>
    <message>
        <source>A content part must be an object with a type.</source>
        <translation>Une partie de contenu doit être un objet avec un type.</translation>
    </message>
    <message>
        <source>A text part needs its text.</source>
        <translation>Une partie texte doit contenir son texte.</translation>
    </message>
    <message>
        <source>This query field is not part of the interface.</source>
        <translation>Ce champ de requête ne fait pas partie de l’interface.</translation>
    </message>
    <message>
        <source>Must be at most %1; this file is %2.</source>
        <translation>Ne doit pas dépasser %1&#xa0;; ce fichier fait %2.</translation>
    </message>
    <message>
        <source>Must be at most %1; this is %2.</source>
        <translation>Ne doit pas dépasser %1&#xa0;; ceci fait %2.</translation>
    </message>
    <message>
        <source>And 1 more field has a problem.</source>
        <translation>Et 1 autre champ pose problème.</translation>
    </message>
    <message numerus="yes">
        <source>And %n more fields have problems.</source>
        <translation>
            <numerusform>Et %n autre champ pose problème.</numerusform>
            <numerusform>Et %n autres champs posent problème.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>baton::WelcomePage</name>
    <message>
        <source>Welcome to Baton</source>
        <translation>Bienvenue dans Baton</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Réessayer</translation>
    </message>
    <message>
        <source>Check the connection again</source>
        <translation>Vérifier de nouveau la connexion</translation>
    </message>
    <message>
        <source>Open the sandbox</source>
        <translation>Ouvrir le bac à sable</translation>
    </message>
    <message>
        <source>Start the local sandbox with demo data and connect to it: no account needed</source>
        <translation>Démarrer le bac à sable local avec des données de démonstration et s’y connecter&#xa0;: aucun compte nécessaire</translation>
    </message>
    <message>
        <source>Profile:</source>
        <translation>Profil&#xa0;:</translation>
    </message>
    <message>
        <source>Address:</source>
        <translation>Adresse&#xa0;:</translation>
    </message>
    <message>
        <source>Try it</source>
        <translation>Essayez</translation>
    </message>
    <message>
        <source>The sandbox answers with a scripted model. An example is sent as your message to the chosen target, or to the first model listed when none is chosen.</source>
        <translation>Le bac à sable répond avec un modèle scripté. Un exemple est envoyé comme votre message à la cible choisie, ou au premier modèle de la liste si aucune n’est choisie.</translation>
    </message>
    <message>
        <source>Ask a question</source>
        <translation>Poser une question</translation>
    </message>
    <message>
        <source>A plain answer in Markdown.</source>
        <translation>Une réponse simple en Markdown.</translation>
    </message>
    <message>
        <source>Create a ticket</source>
        <translation>Créer un ticket</translation>
    </message>
    <message>
        <source>Calls the demo&apos;s create_ticket tool, which waits for your approval.</source>
        <translation>Appelle l’outil create_ticket de la démo, qui attend votre approbation.</translation>
    </message>
    <message>
        <source>Write at length</source>
        <translation>Écrire longuement</translation>
    </message>
    <message>
        <source>A long answer, streamed word by word: try Stop, then Retry.</source>
        <translation>Une longue réponse, diffusée mot à mot&#xa0;: essayez Arrêter, puis Réessayer.</translation>
    </message>
    <message>
        <source>What this token may see</source>
        <translation>Ce que ce jeton peut voir</translation>
    </message>
    <message>
        <source>Each page with the number of its objects. A page the token may not read names the capability it lacks.</source>
        <translation>Chaque page avec le nombre de ses objets. Une page que le jeton ne peut pas lire nomme la capacité qui lui manque.</translation>
    </message>
    <message>
        <source>What can you help me with?</source>
        <extracomment>An example message for the sandbox&apos;s scripted model; it must not name a tool.</extracomment>
        <translation>En quoi pouvez-vous m’aider&#xa0;?</translation>
    </message>
    <message>
        <source>Printer on fire</source>
        <extracomment>The title of a support ticket in an example message.</extracomment>
        <translation>Imprimante en feu</translation>
    </message>
    <message>
        <source>/tool create_ticket {&quot;title&quot;: %1, &quot;priority&quot;: &quot;high&quot;}</source>
        <extracomment>An example message for the sandbox&apos;s scripted model. Keep /tool, create_ticket, &quot;title&quot;, &quot;priority&quot; and &quot;high&quot; as they are: the sandbox reads them. %1 is the ticket&apos;s title, already in quotes.</extracomment>
        <translation>/tool create_ticket {&quot;title&quot;: %1, &quot;priority&quot;: &quot;high&quot;}</translation>
    </message>
    <message>
        <source>Tell me everything about support tickets.</source>
        <extracomment>An example message for the sandbox&apos;s scripted model; it must not name a tool.</extracomment>
        <translation>Dites-moi tout sur les tickets de support.</translation>
    </message>
    <message>
        <source>Not connected</source>
        <translation>Non connecté</translation>
    </message>
    <message>
        <source>Connect to your service with a profile, or open the local sandbox to try Baton with demo data and no account.</source>
        <translation>Connectez-vous à votre service avec un profil, ou ouvrez le bac à sable local pour essayer Baton avec des données de démonstration et sans compte.</translation>
    </message>
    <message>
        <source>Checking the connection…</source>
        <translation>Vérification de la connexion…</translation>
    </message>
    <message>
        <source>Connected to the local sandbox</source>
        <translation>Connecté au bac à sable local</translation>
    </message>
    <message>
        <source>Connected</source>
        <translation>Connecté</translation>
    </message>
    <message>
        <source>Demo data on this computer: nothing done here reaches a real service.</source>
        <translation>Données de démonstration sur cet ordinateur&#xa0;: rien de ce qui est fait ici n’atteint un vrai service.</translation>
    </message>
    <message>
        <source>The connection failed</source>
        <translation>La connexion a échoué</translation>
    </message>
    <message>
        <source>Edit profile…</source>
        <translation>Modifier le profil…</translation>
    </message>
    <message>
        <source>Connect…</source>
        <translation>Se connecter…</translation>
    </message>
    <message>
        <source>Open the connection dialog</source>
        <translation>Ouvrir la fenêtre de connexion</translation>
    </message>
    <message>
        <source>…</source>
        <extracomment>Shown after a page&apos;s name while its objects are being counted.</extracomment>
        <translation>…</translation>
    </message>
    <message>
        <source>Counting…</source>
        <translation>Comptage…</translation>
    </message>
    <message>
        <source>needs “%1”</source>
        <extracomment>After a page&apos;s name: the capability the token lacks to read it.</extracomment>
        <translation>nécessite «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>The token lacks the capability “%1”, so it may not read this page.</source>
        <translation>Il manque au jeton la capacité «&#xa0;%1&#xa0;»&#xa0;: il ne peut donc pas lire cette page.</translation>
    </message>
    <message>
        <source>not counted</source>
        <extracomment>After a page&apos;s name when its objects could not be counted; the tooltip says why.</extracomment>
        <translation>non compté</translation>
    </message>
    <message>
        <source>%1+</source>
        <extracomment>More objects than %1, which is the most a page&apos;s line counts.
----------
A count that stopped early: %1 the objects counted, %2 why paging stopped.</extracomment>
        <translation>%1+</translation>
    </message>
    <message>
        <source>More than %1</source>
        <translation>Plus de %1</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <extracomment>A link to a page: %1 the page&apos;s name (Secrets, Tools, …), %2 its number of objects or why there is none.</extracomment>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Open the page</source>
        <translation>Ouvrir la page</translation>
    </message>
    <message>
        <source>At least %1: %2</source>
        <translation>Au moins %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Latest conversations</source>
        <translation>Dernières conversations</translation>
    </message>
    <message>
        <source>(no message)</source>
        <translation>(aucun message)</translation>
    </message>
    <message>
        <source>Continue this conversation in the chat</source>
        <translation>Poursuivre cette conversation dans le chat</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <extracomment>Where a conversation of the history was held, and when it last changed: &quot;Support desk · 29 Nov 2026 17:30&quot;</extracomment>
        <translation>%1 · %2</translation>
    </message>
</context>
<context>
    <name>baton::cli::ChatCommand</name>
    <message>
        <source>The target: group:&lt;uuid&gt; or custom:&lt;uuid&gt;.</source>
        <translation>La cible&#xa0;: group:&lt;uuid&gt; ou custom:&lt;uuid&gt;.</translation>
    </message>
    <message>
        <source>TARGET</source>
        <translation>CIBLE</translation>
    </message>
    <message>
        <source>The message to send; read from stdin when absent.</source>
        <translation>Le message à envoyer&#xa0;; lu sur l’entrée standard s’il est absent.</translation>
    </message>
    <message>
        <source>TEXT</source>
        <extracomment>The value of an option in --help: a text.</extracomment>
        <translation>TEXTE</translation>
    </message>
    <message>
        <source>Ask for a streamed answer and print it as it arrives (the default).</source>
        <translation>Demander une réponse en flux et l’afficher au fur et à mesure de son arrivée (par défaut).</translation>
    </message>
    <message>
        <source>Ask for a standard answer and print it when complete.</source>
        <translation>Demander une réponse standard et l’afficher une fois complète.</translation>
    </message>
    <message>
        <source>Decide tool calls without asking: all, none, or a comma-separated list of tool call ids or tool names to approve (the others are denied). Without it, a terminal is asked per call; otherwise the command ends with exit code 7.</source>
        <translation>Décider des appels d’outils sans demander&#xa0;: all, none, ou une liste, séparée par des virgules, d’ID d’appels d’outils ou de noms d’outils à approuver (les autres sont refusés). Sans cette option, chaque appel est demandé sur le terminal. Sans terminal, la commande se termine avec le code de sortie 7.</translation>
    </message>
    <message>
        <source>all|none|ID,...</source>
        <translation>all|none|ID,...</translation>
    </message>
    <message>
        <source>The reason given for every denied tool call.</source>
        <translation>Le motif donné pour chaque appel d’outil refusé.</translation>
    </message>
    <message>
        <source>Group models: the mode of this answer (orch, synth, normal or auto).</source>
        <translation>Modèles de groupe&#xa0;: le mode de cette réponse (orch, synth, normal ou auto).</translation>
    </message>
    <message>
        <source>MODE</source>
        <translation>MODE</translation>
    </message>
    <message>
        <source>Sampling temperature, from 0 to 2.</source>
        <translation>Température d’échantillonnage, de 0 à 2.</translation>
    </message>
    <message>
        <source>T</source>
        <extracomment>The value of an option in --help: a temperature.</extracomment>
        <translation>T</translation>
    </message>
    <message>
        <source>Longest answer, in tokens (sent as max_tokens and max_completion_tokens).</source>
        <translation>Longueur maximale de la réponse, en tokens (envoyée comme max_tokens et max_completion_tokens).</translation>
    </message>
    <message>
        <source>N</source>
        <extracomment>The value of an option in --help: a number.</extracomment>
        <translation>N</translation>
    </message>
    <message>
        <source>Print only the final answer, as one JSON object, when it is complete.</source>
        <translation>N’afficher que la réponse finale, sous forme d’un seul objet JSON, une fois complète.</translation>
    </message>
    <message>
        <source>Name the target: group:&lt;uuid&gt; or custom:&lt;uuid&gt;.</source>
        <translation>Indiquez la cible&#xa0;: group:&lt;uuid&gt; ou custom:&lt;uuid&gt;.</translation>
    </message>
    <message>
        <source>Use either --stream or --no-stream.</source>
        <translation>Utilisez soit --stream, soit --no-stream.</translation>
    </message>
    <message>
        <source>Must be a number.</source>
        <translation>Doit être un nombre.</translation>
    </message>
    <message>
        <source>Must be a whole number.</source>
        <translation>Doit être un nombre entier.</translation>
    </message>
    <message>
        <source>Only group models have a mode.</source>
        <translation>Seuls les modèles de groupe ont un mode.</translation>
    </message>
    <message>
        <source>Give all, none, or tool call ids or tool names.</source>
        <translation>Indiquez all, none, ou des ID d’appels d’outils ou des noms d’outils.</translation>
    </message>
    <message numerus="yes">
        <source>The reason can have at most %n characters; this one has %1.</source>
        <translation>
            <numerusform>Le motif peut compter au plus %n caractère&#xa0;; celui-ci en compte %1.</numerusform>
            <numerusform>Le motif peut compter au plus %n caractères&#xa0;; celui-ci en compte %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Type the message, then Ctrl-D on a line of its own.</source>
        <translation>Tapez le message, puis Ctrl-D seul sur une ligne.</translation>
    </message>
    <message>
        <source>The message is empty.</source>
        <translation>Le message est vide.</translation>
    </message>
    <message>
        <source>Stopped; the answer so far is shown above.</source>
        <translation>Arrêté&#xa0;; la réponse obtenue jusqu’ici est affichée ci-dessus.</translation>
    </message>
    <message>
        <source>The answer broke off before its end; what arrived is shown.</source>
        <translation>La réponse s’est coupée avant la fin&#xa0;; ce qui est arrivé est affiché.</translation>
    </message>
    <message>
        <source>The answer ended with an error.</source>
        <translation>La réponse s’est terminée par une erreur.</translation>
    </message>
    <message>
        <source>No decision on the tool calls: pass --approve, or run the command on a terminal. Approval id: %1</source>
        <translation>Aucune décision sur les appels d’outils&#xa0;: passez --approve, ou exécutez la commande dans un terminal. ID d’approbation&#xa0;: %1</translation>
    </message>
    <message>
        <source>  approved: %1</source>
        <translation>  approuvé&#xa0;: %1</translation>
    </message>
    <message>
        <source>  denied: %1</source>
        <translation>  refusé&#xa0;: %1</translation>
    </message>
    <message>
        <source>Run %1 %2? [y/n] </source>
        <translation>Exécuter %1 %2&#xa0;? [o/n] </translation>
    </message>
    <message>
        <source>y</source>
        <translation>o</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <source>Reason (optional): </source>
        <translation>Motif (facultatif)&#xa0;: </translation>
    </message>
    <message>
        <source>Reason (Enter for “%1”): </source>
        <translation>Motif (Entrée pour «&#xa0;%1&#xa0;»)&#xa0;: </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message numerus="yes">
        <source>The answer waits for a decision on %n tool call(s) (until %1):</source>
        <translation>
            <numerusform>La réponse attend une décision sur %n appel d’outil (jusqu’à %1)&#xa0;:</numerusform>
            <numerusform>La réponse attend une décision sur %n appels d’outils (jusqu’à %1)&#xa0;:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The answer waits for a decision on %n tool call(s):</source>
        <translation>
            <numerusform>La réponse attend une décision sur %n appel d’outil&#xa0;:</numerusform>
            <numerusform>La réponse attend une décision sur %n appels d’outils&#xa0;:</numerusform>
        </translation>
    </message>
    <message>
        <source>Keep no trace of this chat in the profile&apos;s history.</source>
        <translation>Ne garder aucune trace de ce chat dans l’historique du profil.</translation>
    </message>
    <message>
        <source>This chat is not being kept in the history %1: %2</source>
        <translation>Ce chat n’est pas gardé dans l’historique %1 : %2</translation>
    </message>
</context>
<context>
    <name>baton::cli::CommandLine</name>
    <message>
        <source>&lt;command&gt; [options]</source>
        <translation>&lt;commande&gt; [options]</translation>
    </message>
    <message>
        <source>Send one message to a model and print the answer.</source>
        <translation>Envoyer un message à un modèle et afficher la réponse.</translation>
    </message>
    <message>
        <source>Print every object of a kind, one JSON object per line.</source>
        <translation>Afficher tous les objets d’un type, un objet JSON par ligne.</translation>
    </message>
    <message>
        <source>One of: %1.</source>
        <translation>L’une des valeurs&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Print one object as JSON.</source>
        <translation>Afficher un objet en JSON.</translation>
    </message>
    <message>
        <source>tools, api-resources, files, custom-models or group-models.</source>
        <translation>tools, api-resources, files, custom-models ou group-models.</translation>
    </message>
    <message>
        <source>The object&apos;s id.</source>
        <translation>L’ID de l’objet.</translation>
    </message>
    <message>
        <source>Read a text/event-stream on stdin and print each event as a JSON line.</source>
        <translation>Lire un flux text/event-stream sur l’entrée standard et afficher chaque événement sous forme de ligne JSON.</translation>
    </message>
    <message>
        <source>Baton&apos;s command-line companion: chat with a model of the service, list and read its objects, decode an event stream.</source>
        <translation>Le compagnon en ligne de commande de Baton&#xa0;: converser avec un modèle du service, lister et lire ses objets, décoder un flux d’événements.</translation>
    </message>
    <message>
        <source>Commands:</source>
        <translation>Commandes&#xa0;:</translation>
    </message>
    <message>
        <source>send one message to a group or custom model and print the answer</source>
        <translation>envoyer un message à un modèle de groupe ou personnalisé et afficher la réponse</translation>
    </message>
    <message>
        <source>print every object of KIND, one JSON object per line</source>
        <translation>afficher tous les objets du type KIND, un objet JSON par ligne</translation>
    </message>
    <message>
        <source>print one object as JSON</source>
        <translation>afficher un objet en JSON</translation>
    </message>
    <message>
        <source>print the events of a text/event-stream read on stdin as JSON lines</source>
        <translation>afficher en lignes JSON les événements d’un flux text/event-stream lu sur l’entrée standard</translation>
    </message>
    <message>
        <source>KIND is one of: %1.</source>
        <translation>KIND est l’une des valeurs&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Connection: --profile NAME uses a profile of the Baton console and the token stored for it; --base-url URL uses the token in the environment variable BATON_TOKEN. BATON_TOKEN, when set, also replaces a profile&apos;s stored token. The token is never taken from the command line. Without either option, the profile the console used last is used.</source>
        <translation>Connexion&#xa0;: --profile NAME utilise un profil de la console Baton et le jeton enregistré pour lui&#xa0;; --base-url URL utilise le jeton de la variable d’environnement BATON_TOKEN. Si elle est définie, BATON_TOKEN remplace aussi le jeton enregistré d’un profil. Le jeton n’est jamais lu sur la ligne de commande. Sans l’une ou l’autre option, le dernier profil utilisé par la console est repris.</translation>
    </message>
    <message>
        <source>Run “baton-cli &lt;command&gt; --help” for the options of a command.</source>
        <translation>Exécutez «&#xa0;baton-cli &lt;commande&gt; --help&#xa0;» pour les options d’une commande.</translation>
    </message>
    <message>
        <source>Print what one object uses and what uses it, one JSON object per line.</source>
        <translation>Affiche ce qu’un objet utilise et ce qui l’utilise, un objet JSON par ligne.</translation>
    </message>
    <message>
        <source>print what the object uses and what uses it, one JSON object per line</source>
        <translation>affiche ce que l’objet utilise et ce qui l’utilise, un objet JSON par ligne</translation>
    </message>
    <message>
        <source>Unknown kind “%1”; use one of: %2.</source>
        <translation>Type «&#xa0;%1&#xa0;» inconnu&#xa0;; utilisez l’un de&#xa0;: %2.</translation>
    </message>
    <message>
        <source>chat, list, get, refs, history or sse-decode.</source>
        <translation>chat, list, get, refs, history ou sse-decode.</translation>
    </message>
    <message>
        <source>Read the chats kept for a profile: list, show, search, export or delete.</source>
        <translation>Lire les chats gardés pour un profil : list, show, search, export ou delete.</translation>
    </message>
    <message>
        <source>show, export: a conversation id (or its first characters); search: the text; delete: one or more ids.</source>
        <translation>show, export : l’identifiant d’une conversation (ou ses premiers caractères) ; search : le texte ; delete : un ou plusieurs identifiants.</translation>
    </message>
    <message>
        <source>list, show, search, export or delete the chats kept for the profile</source>
        <translation>lister, montrer, rechercher, exporter ou supprimer les chats gardés pour le profil</translation>
    </message>
</context>
<context>
    <name>baton::cli::Connection</name>
    <message>
        <source>Use the Baton console&apos;s profile NAME and the token stored for it.</source>
        <translation>Utiliser le profil NAME de la console Baton et le jeton enregistré pour lui.</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>NAME</translation>
    </message>
    <message>
        <source>Use the service at URL, with the token in BATON_TOKEN.</source>
        <translation>Utiliser le service situé à URL, avec le jeton de BATON_TOKEN.</translation>
    </message>
    <message>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <source>With --base-url: allow plain http to a host other than loopback.</source>
        <translation>Avec --base-url&#xa0;: autoriser le http non chiffré vers un hôte autre que l’hôte local (loopback).</translation>
    </message>
    <message>
        <source>With --base-url: the key of the service object in chat answers (found by its fields otherwise).</source>
        <translation>Avec --base-url&#xa0;: la clé de l’objet du service dans les réponses de conversation (déterminée d’après ses champs sinon).</translation>
    </message>
    <message>
        <source>KEY</source>
        <translation>KEY</translation>
    </message>
    <message>
        <source>Use either --profile or --base-url, not both.</source>
        <translation>Utilisez soit --profile, soit --base-url, pas les deux.</translation>
    </message>
    <message>
        <source>command line</source>
        <translation>ligne de commande</translation>
    </message>
    <message>
        <source>No API token: set the environment variable BATON_TOKEN (the token is never taken from the command line).</source>
        <translation>Aucun jeton d’API&#xa0;: définissez la variable d’environnement BATON_TOKEN (le jeton n’est jamais lu sur la ligne de commande).</translation>
    </message>
    <message>
        <source>Name a profile with --profile, or a service with --base-url.</source>
        <translation>Indiquez un profil avec --profile, ou un service avec --base-url.</translation>
    </message>
    <message>
        <source>There is no profile named “%1”.</source>
        <translation>Il n’existe aucun profil nommé «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>No token is stored for the profile “%1”: store it in Baton, or set BATON_TOKEN.</source>
        <translation>Aucun jeton n’est enregistré pour le profil «&#xa0;%1&#xa0;»&#xa0;: enregistrez-le dans Baton, ou définissez BATON_TOKEN.</translation>
    </message>
    <message>
        <source>The token of the profile “%1” could not be read: %2</source>
        <translation>Le jeton du profil «&#xa0;%1&#xa0;» n’a pas pu être lu&#xa0;: %2</translation>
    </message>
    <message>
        <source>No keychain is reachable, so the token of the profile “%1” cannot be read: %2. Set BATON_TOKEN to use the profile without a keychain.</source>
        <extracomment>%1 is the profile&apos;s name, %2 the keychain&apos;s own explanation, e.g. &quot;The name org.freedesktop.secrets was not provided by any .service files&quot;</extracomment>
        <translation>Aucun trousseau n’est joignable&#xa0;: le jeton du profil «&#xa0;%1&#xa0;» ne peut pas être lu&#xa0;: %2. Définissez BATON_TOKEN pour utiliser le profil sans trousseau.</translation>
    </message>
    <message>
        <source>BATON_TOKEN is used instead of the token stored for the profile “%1”.</source>
        <extracomment>A warning. %1 is the profile&apos;s name.</extracomment>
        <translation>BATON_TOKEN est utilisé à la place du jeton enregistré pour le profil «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>BATON_TOKEN is ignored for the profile “%1”, which Baton used last: it applies only with --base-url or --profile.</source>
        <translation>BATON_TOKEN est ignoré pour le profil «&#xa0;%1&#xa0;», le dernier utilisé par Baton&#xa0;: il ne s’applique qu’avec --base-url ou --profile.</translation>
    </message>
    <message>
        <source>No keychain is reachable, so the token of the profile “%1” cannot be read: %2. Name the profile with --profile and set BATON_TOKEN to use it without a keychain.</source>
        <translation>Aucun trousseau n’est joignable&#xa0;: le jeton du profil «&#xa0;%1&#xa0;» ne peut pas être lu&#xa0;: %2. Nommez le profil avec --profile et définissez BATON_TOKEN pour l’utiliser sans trousseau.</translation>
    </message>
    <message>
        <source>No token is stored for the profile “%1”: store it in Baton, or name the profile with --profile and set BATON_TOKEN.</source>
        <translation>Aucun jeton n’est enregistré pour le profil «&#xa0;%1&#xa0;»&#xa0;: enregistrez-le dans Baton, ou nommez le profil avec --profile et définissez BATON_TOKEN.</translation>
    </message>
</context>
<context>
    <name>baton::cli::ExitCodes</name>
    <message>
        <source>success</source>
        <extracomment>The meaning of exit code 0.</extracomment>
        <translation>succès</translation>
    </message>
    <message>
        <source>usage or configuration error; nothing was sent</source>
        <translation>erreur d’utilisation ou de configuration&#xa0;; rien n’a été envoyé</translation>
    </message>
    <message>
        <source>authentication or permission error: no token, HTTP 401 or 403</source>
        <translation>erreur d’authentification ou d’autorisation&#xa0;: pas de jeton, HTTP 401 ou 403</translation>
    </message>
    <message>
        <source>not found (HTTP 404)</source>
        <translation>introuvable (HTTP 404)</translation>
    </message>
    <message>
        <source>the answer broke off (no [DONE]) or was stopped (Ctrl-C)</source>
        <translation>la réponse s’est coupée (pas de [DONE]) ou a été arrêtée (Ctrl-C)</translation>
    </message>
    <message>
        <source>the tool approval expired</source>
        <translation>l’approbation des outils a expiré</translation>
    </message>
    <message>
        <source>tool calls need a decision: pass --approve, or run on a terminal</source>
        <translation>des appels d’outils attendent une décision&#xa0;: passez --approve, ou exécutez dans un terminal</translation>
    </message>
    <message>
        <source>Exit codes:</source>
        <translation>Codes de sortie&#xa0;:</translation>
    </message>
    <message>
        <source>the service answered with an error or with a body that cannot be read, or could not be reached</source>
        <translation>le service a répondu par une erreur ou par un corps illisible, ou n’a pas pu être joint</translation>
    </message>
</context>
<context>
    <name>baton::cli::HistoryCommand</name>
    <message>
        <source>list and search: at most N lines (50 by default).</source>
        <translation>list et search : au plus N lignes (50 par défaut).</translation>
    </message>
    <message>
        <source>N</source>
        <extracomment>The value of an option in --help: a number.</extracomment>
        <translation>N</translation>
    </message>
    <message>
        <source>list: only the conversations with TARGET (group:&lt;uuid&gt; or custom:&lt;uuid&gt;).</source>
        <translation>list : seulement les conversations avec CIBLE (group:&lt;uuid&gt; ou custom:&lt;uuid&gt;).</translation>
    </message>
    <message>
        <source>TARGET</source>
        <translation>CIBLE</translation>
    </message>
    <message>
        <source>export: md (Markdown, the default) or json.</source>
        <translation>export : md (Markdown, par défaut) ou json.</translation>
    </message>
    <message>
        <source>Unknown history command “%1”; use list, show, search, export or delete.</source>
        <translation>Commande history inconnue « %1 » ; utilisez list, show, search, export ou delete.</translation>
    </message>
    <message>
        <source>history list takes no argument.</source>
        <translation>history list ne prend aucun argument.</translation>
    </message>
    <message>
        <source>Give the text to search, as one argument.</source>
        <translation>Donnez le texte à rechercher, en un seul argument.</translation>
    </message>
    <message>
        <source>Give one conversation id.</source>
        <translation>Donnez un identifiant de conversation.</translation>
    </message>
    <message>
        <source>Give the ids of the conversations to delete.</source>
        <translation>Donnez les identifiants des conversations à supprimer.</translation>
    </message>
    <message>
        <source>--limit: must be a whole number of at least 1.</source>
        <translation>--limit : doit être un nombre entier d’au moins 1.</translation>
    </message>
    <message>
        <source>--format: use md or json.</source>
        <translation>--format : utilisez md ou json.</translation>
    </message>
    <message>
        <source>No conversation %1 in the history %2.</source>
        <translation>Aucune conversation %1 dans l’historique %2.</translation>
    </message>
    <message>
        <source>More than one conversation starts with %1; give more of the id.</source>
        <translation>Plus d’une conversation commence par %1 ; donnez une plus grande partie de l’identifiant.</translation>
    </message>
    <message>
        <source>The history %1 cannot be read: %2</source>
        <translation>L’historique %1 ne peut pas être lu : %2</translation>
    </message>
</context>
<context>
    <name>baton::cli::RefsCommand</name>
    <message>
        <source>Usage: baton-cli refs &lt;kind&gt; &lt;id&gt;</source>
        <translation>Usage&#xa0;: baton-cli refs &lt;type&gt; &lt;id&gt;</translation>
    </message>
    <message>
        <source>No object of the kind %1 has the id %2 among those this token may read.</source>
        <extracomment>%1 the kind as given (&quot;tools&quot;), %2 the id.</extracomment>
        <translation>Aucun objet du type %1 n’a l’ID %2 parmi ceux que ce jeton peut lire.</translation>
    </message>
    <message>
        <source>%1 References to and from them are missing.</source>
        <extracomment>After a list that was not read whole: %1 what the list stopped on.</extracomment>
        <translation>%1 Les références qui les concernent manquent.</translation>
    </message>
</context>
<context>
    <name>baton::cli::ResourceCommand</name>
    <message>
        <source>A filter of the list, e.g. scopeType=team (repeatable).</source>
        <translation>Un filtre de la liste, p. ex. scopeType=team (répétable).</translation>
    </message>
    <message>
        <source>KEY=VALUE</source>
        <translation>KEY=VALUE</translation>
    </message>
    <message>
        <source>Objects per request, from 1 to 100 (default %1).</source>
        <translation>Objets par requête, de 1 à 100 (%1 par défaut).</translation>
    </message>
    <message>
        <source>N</source>
        <extracomment>The value of an option in --help: a number.</extracomment>
        <translation>N</translation>
    </message>
    <message>
        <source>Usage: baton-cli list &lt;kind&gt; [options]</source>
        <translation>Utilisation&#xa0;: baton-cli list &lt;kind&gt; [options]</translation>
    </message>
    <message>
        <source>Usage: baton-cli get &lt;kind&gt; &lt;id&gt; [options]</source>
        <translation>Utilisation&#xa0;: baton-cli get &lt;kind&gt; &lt;id&gt; [options]</translation>
    </message>
    <message>
        <source>%1 cannot be read one by one; use “baton-cli list %2”.</source>
        <translation>%1&#xa0;: lecture à l’unité impossible&#xa0;; utilisez «&#xa0;baton-cli list %2&#xa0;».</translation>
    </message>
    <message>
        <source>--page-size: Must be a whole number.</source>
        <translation>--page-size&#xa0;: doit être un nombre entier.</translation>
    </message>
    <message>
        <source>--query: “%1” is not KEY=VALUE.</source>
        <translation>--query&#xa0;: «&#xa0;%1&#xa0;» n’est pas de la forme KEY=VALUE.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>The answer (HTTP %1) has an empty body where JSON was expected.</source>
        <translation>La réponse (HTTP %1) a un corps vide là où du JSON était attendu.</translation>
    </message>
    <message>
        <source>The answer (HTTP %1) is not the JSON expected here. It begins: “%2”</source>
        <translation>La réponse (HTTP %1) n’est pas le JSON attendu ici. Elle commence par&#xa0;: «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <source>The list ended early: the objects printed are not all of it. %1</source>
        <translation>La liste s’est arrêtée avant la fin&#xa0;: les objets affichés n’en sont qu’une partie. %1</translation>
    </message>
</context>
<context>
    <name>baton::cli::SseDecodeCommand</name>
    <message>
        <source>Bytes handed to the parser at a time (default %1).</source>
        <translation>Nombre d’octets transmis à l’analyseur à la fois (%1 par défaut).</translation>
    </message>
    <message>
        <source>N</source>
        <extracomment>The value of an option in --help: a number.</extracomment>
        <translation>N</translation>
    </message>
    <message>
        <source>Usage: baton-cli sse-decode [--chunk-size N] &lt; stream</source>
        <translation>Utilisation&#xa0;: baton-cli sse-decode [--chunk-size N] &lt; flux</translation>
    </message>
    <message>
        <source>--chunk-size: Must be a whole number of 1 or more.</source>
        <translation>--chunk-size&#xa0;: doit être un nombre entier supérieur ou égal à 1.</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Local sandbox listening on %1</source>
        <translation>Bac à sable local à l’écoute sur %1</translation>
    </message>
    <message>
        <source>the sandbox has no admin token.</source>
        <translation>le bac à sable n’a pas de jeton d’administration.</translation>
    </message>
    <message>
        <source>Baton, a desktop console for an LLM chat platform&apos;s HTTP API. Without options it opens the profile used last, or asks for a connection on the first run.

Exit status: 0 when closed normally, 1 for a wrong command line (such as an unknown profile), 2 when the embedded sandbox cannot start.</source>
        <translation>Baton, une console de bureau pour l’API HTTP d’une plateforme de conversation LLM. Sans option, elle ouvre le dernier profil utilisé, ou demande une connexion au premier lancement.

Code de sortie&#xa0;: 0 après une fermeture normale, 1 pour une ligne de commande erronée (comme un profil inconnu), 2 quand le bac à sable intégré ne peut pas démarrer.</translation>
    </message>
    <message>
        <source>Open the profile NAME.</source>
        <translation>Ouvrir le profil NAME.</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>NAME</translation>
    </message>
    <message>
        <source>Unexpected argument “%1”.</source>
        <translation>Argument inattendu «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>Use either --profile or --sandbox, not both.</source>
        <translation>Utilisez --profile ou --sandbox, pas les deux.</translation>
    </message>
    <message>
        <source>--help and --version take no value and no other option.</source>
        <translation>--help et --version ne prennent ni valeur ni autre option.</translation>
    </message>
    <message>
        <source>There is no profile named “%1”; none is stored yet.</source>
        <translation>Aucun profil ne s’appelle «&#xa0;%1&#xa0;»&#xa0;; aucun n’est encore enregistré.</translation>
    </message>
    <message>
        <source>There is no profile named “%1”. Profiles: %2.</source>
        <translation>Aucun profil ne s’appelle «&#xa0;%1&#xa0;». Profils&#xa0;: %2.</translation>
    </message>
    <message>
        <source>The embedded sandbox could not start: %1</source>
        <translation>Le bac à sable intégré n’a pas pu démarrer&#xa0;: %1</translation>
    </message>
    <message>
        <source>Unknown command “%1”; use chat, list, get, refs, history or sse-decode.</source>
        <translation>Commande inconnue « %1 » ; utilisez chat, list, get, refs, history ou sse-decode.</translation>
    </message>
    <message>
        <source>Start the embedded sandbox with demo data and connect to it. Nothing is stored for it but the history of its chats.</source>
        <translation>Démarrer le bac à sable intégré avec des données de démonstration et s’y connecter. Rien n’est enregistré pour lui, sauf l’historique de ses chats.</translation>
    </message>
</context>
</TS>
